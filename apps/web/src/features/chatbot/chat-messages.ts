import type { ChatbotAnswer } from "@taxlane/contract";

export const CHAT_GREETING =
  "Hi! Ask me about Taxlane, finding a professional or common tax questions. Please don't share your SSN or other personal numbers here.";

export const SENSITIVE_NOT_SENT =
  "That looks like a Social Security or tax ID number, so I didn't send it. Please ask again without it.";

export const SENSITIVE_REMOVED =
  "A number that looked like an SSN was removed from your question and not stored.";

/** One line of the conversation as it is added. */
export type ChatEntry =
  | { from: "person"; text: string }
  | { from: "assistant"; answer: ChatbotAnswer }
  | { from: "notice"; tone: "warning" | "error"; text: string };

export type ChatMessage = ChatEntry & { id: number };
