import type { QueryKey } from "@tanstack/react-query";
import type { ChatConnection, CurrentUser } from "@taxlane/contract";
import type { ThreadData } from "../../features/messages/thread-pages";

/**
 * The answers the app keeps on this device to show offline (docs/decisions/0288), by their query
 * keys. The keys are written out rather than imported from the features, so
 * the entry chunk stays free of their code; kept-queries.test.ts holds them equal to the features'.
 *
 * Kept: the to-do list, either side's jobs list, the conversations and the unread count, the one
 * conversation opened last, and who is signed in (the area's guard and header need it). Nothing
 * else: no organizer answers, documents or files, no invoices or payments, no profile details.
 */
export const KEPT_KEYS = {
  toDo: ["todo"],
  taxpayerJobs: ["tax-preparation", "taxpayer"],
  expertJobs: ["tax-preparation", "expert"],
  conversations: ["messages", "connections"],
  unreadCount: ["messages", "unread"],
} as const satisfies Record<string, QueryKey>;

/** A conversation's key is this and its id; only the one opened last is kept. */
export const THREAD_KEY_ROOT = ["messages", "thread"] as const;
/** Who is signed in: this and the session's token, which is never written with it. */
export const CURRENT_USER_KEY_ROOT = ["identity", "currentUser"] as const;

export type KeptKind = keyof typeof KEPT_KEYS | "thread" | "currentUser";

const startsWith = (key: QueryKey, root: readonly string[]) => root.every((part, at) => key[at] === part);

/** Which kept answer a query holds, or `undefined` when it is one the device must not keep. */
export function keptKind(key: QueryKey): KeptKind | undefined {
  for (const [kind, kept] of Object.entries(KEPT_KEYS) as [keyof typeof KEPT_KEYS, QueryKey][]) {
    if (key.length === kept.length && startsWith(key, kept as readonly string[])) return kind;
  }
  if (key.length === 3 && startsWith(key, THREAD_KEY_ROOT) && typeof key[2] === "number") return "thread";
  if (key.length === 3 && startsWith(key, CURRENT_USER_KEY_ROOT) && typeof key[2] === "string") {
    return "currentUser";
  }
  return undefined;
}

// Nine digits written as an SSN, an EIN or in a row, and any longer run (an account or card number):
// a person may type one into a message; the device keeps the message without it.
const SENSITIVE_NUMBER = /\b\d{3}[- ]?\d{2}[- ]?\d{4}\b|\b\d{2}-\d{7}\b|\d{9,}/g;
const HIDDEN_NUMBER = "•••";

/** `text` with every number that may be an SSN, EIN or account number hidden. */
export function withoutSensitiveNumbers(text: string): string {
  return text.replace(SENSITIVE_NUMBER, HIDDEN_NUMBER);
}

/** Who is signed in, without what the offline pages never show (phone, birth date, photos). */
function keptUser(user: CurrentUser): CurrentUser {
  return { ...user, phoneNumber: null, birthDate: null, avatar: null, avatarUrl: null };
}

function keptConversations(connections: readonly ChatConnection[]): ChatConnection[] {
  return connections.map((connection) => ({ ...connection, avatar: null }));
}

/** The thread's messages with their texts screened; attachments stay names, never their bytes. */
function keptThread(thread: ThreadData): ThreadData {
  return {
    ...thread,
    messages: thread.messages.map((message) => ({
      ...message,
      avatar: null,
      message: message.message === null ? null : withoutSensitiveNumbers(message.message),
    })),
  };
}

/** The answer as the device keeps it: only what the offline pages show. */
export function keptData(kind: KeptKind, data: unknown): unknown {
  if (kind === "currentUser") return keptUser(data as CurrentUser);
  if (kind === "conversations") return keptConversations(data as ChatConnection[]);
  if (kind === "thread") return keptThread(data as ThreadData);
  return data;
}
