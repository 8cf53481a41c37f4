/**
 * Messages on their way out. Each keeps the id made for it when first sent, so a retry after a lost
 * answer is stored once by the server; the thread shows them after the delivered ones until the
 * server's copy arrives (by its answer or by a catch-up).
 */
export interface OutgoingMessage {
  clientMessageId: string;
  connectionId: number;
  text: string;
  files: readonly File[];
  status: "sending" | "failed";
  /** Why the last try failed, for the person to read. */
  problem?: string;
  createdAt: string;
}

export type OutboxAction =
  | { type: "queued"; message: OutgoingMessage }
  | { type: "retrying"; clientMessageId: string }
  | { type: "failed"; clientMessageId: string; problem: string }
  | { type: "delivered"; clientMessageId: string }
  | { type: "discarded"; clientMessageId: string };

export function outboxReducer(outbox: readonly OutgoingMessage[], action: OutboxAction): OutgoingMessage[] {
  switch (action.type) {
    case "queued":
      return [
        ...outbox.filter((item) => item.clientMessageId !== action.message.clientMessageId),
        action.message,
      ];
    case "retrying":
      return outbox.map((item) =>
        item.clientMessageId === action.clientMessageId
          ? { ...item, status: "sending", problem: undefined }
          : item,
      );
    case "failed":
      return outbox.map((item) =>
        item.clientMessageId === action.clientMessageId
          ? { ...item, status: "failed", problem: action.problem }
          : item,
      );
    case "delivered":
    case "discarded":
      return outbox.filter((item) => item.clientMessageId !== action.clientMessageId);
  }
}

/**
 * What the thread still shows as outgoing in one conversation: its own, minus those whose stored copy
 * the thread already holds (a catch-up may bring it before the send's answer does).
 */
export function pendingFor(
  outbox: readonly OutgoingMessage[],
  connectionId: number,
  deliveredIds: ReadonlySet<string>,
): OutgoingMessage[] {
  return outbox.filter(
    (item) => item.connectionId === connectionId && !deliveredIds.has(item.clientMessageId),
  );
}

/** The client ids of the messages a thread holds. */
export function clientIdsOf(messages: readonly { clientMessageId?: string | null }[]): Set<string> {
  const ids = new Set<string>();
  for (const message of messages) if (message.clientMessageId) ids.add(message.clientMessageId);
  return ids;
}

/** A message can go when it says something or carries a file. */
export function canSend(text: string, files: readonly File[]): boolean {
  return text.trim() !== "" || files.length > 0;
}
