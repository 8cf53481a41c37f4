import type { ChatMessage } from "@taxlane/contract";

/** How many messages one page of a thread holds (GET /Chat/GetChatMessages from/to). */
export const THREAD_PAGE_SIZE = 30;

/** What the client holds of one conversation: its messages oldest first, and whether older ones exist. */
export interface ThreadData {
  messages: ChatMessage[];
  hasEarlier: boolean;
}

/** A message's place in its conversation; its id stands in when a server sends no number. */
export const orderOf = (message: ChatMessage): number => message.sequence ?? message.id;

/**
 * Held and incoming messages as one list, oldest first, each once: a page that overlaps what is held,
 * or a catch-up that races a send's own answer, adds nothing twice. The incoming copy wins.
 */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of held) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => orderOf(a) - orderOf(b) || a.id - b.id);
}

/** The number of the newest message held (0 when none): what a catch-up asks to see after. */
export function lastSequence(messages: readonly ChatMessage[]): number {
  return messages.reduce((last, message) => Math.max(last, message.sequence ?? 0), 0);
}

/** A thread from its newest page (the server sends it newest first). */
export function firstPage(page: readonly ChatMessage[], pageSize = THREAD_PAGE_SIZE): ThreadData {
  const messages = mergeMessages([], page);
  return { messages, hasEarlier: hasEarlierThan(messages, page.length, pageSize) };
}

/** Messages after the held ones (oldest first, as afterSequence answers) added to the thread. */
export function withCaughtUp(thread: ThreadData, after: readonly ChatMessage[]): ThreadData {
  if (after.length === 0) return thread;
  return { ...thread, messages: mergeMessages(thread.messages, after) };
}

/**
 * Rows of the next older page, newest first. Numbers run 1, 2, 3… in a conversation, so the held
 * messages are the newest `held` rows; should newer ones have arrived unseen, the page overlaps what
 * is held, and merging drops the repeats rather than leaving a gap.
 */
export function earlierRange(thread: ThreadData, pageSize = THREAD_PAGE_SIZE): { from: number; to: number } {
  const from = thread.messages.length;
  return { from, to: from + pageSize };
}

/** An older page added to the thread. */
export function withEarlier(
  thread: ThreadData,
  page: readonly ChatMessage[],
  pageSize = THREAD_PAGE_SIZE,
): ThreadData {
  const messages = mergeMessages(thread.messages, page);
  return { messages, hasEarlier: hasEarlierThan(messages, page.length, pageSize) };
}

/** Older messages exist when the oldest held is not number 1, or (without numbers) when a page came full. */
function hasEarlierThan(messages: readonly ChatMessage[], pageLength: number, pageSize: number): boolean {
  const oldest = messages[0];
  if (oldest === undefined) return false;
  if (oldest.sequence !== undefined) return oldest.sequence > 1;
  return pageLength >= pageSize;
}
