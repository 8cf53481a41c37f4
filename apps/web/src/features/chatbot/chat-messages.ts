import type { ChatbotAnswer } from "@taxlane/contract";
import { chatbot } from "@taxlane/contract/i18n/local/chatbot";

export const CHAT_GREETING = chatbot.greeting;

export const SENSITIVE_NOT_SENT = chatbot.sensitiveNotSent;

export const SENSITIVE_REMOVED = chatbot.sensitiveRemoved;

/** One line of the conversation as it is added. */
export type ChatEntry =
  | { from: "person"; text: string }
  | { from: "assistant"; answer: ChatbotAnswer }
  | { from: "notice"; tone: "warning" | "error"; text: string };

export type ChatMessage = ChatEntry & { id: number };
