import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useReducer, useRef } from "react";
import { problemText } from "../../lib/problem-text";
import { sendMessage } from "./api";
import { type OutgoingMessage, outboxReducer } from "./outbox";

/** A fresh id for a message, made once and sent with every try of it. */
const newClientMessageId = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * The page's messages on their way out, across conversations: `send` queues one and tries it, `retry`
 * tries a failed one again under the same client id, `discard` gives one up.
 */
export function useOutbox() {
  const queryClient = useQueryClient();
  const [outbox, dispatch] = useReducer(outboxReducer, []);
  // The latest outbox for callbacks that outlive a render (a retry reads the files kept for it).
  const current = useRef(outbox);
  current.current = outbox;

  const attempt = useCallback(
    async (message: OutgoingMessage) => {
      try {
        await sendMessage(queryClient, {
          connectionId: message.connectionId,
          text: message.text,
          files: message.files,
          clientMessageId: message.clientMessageId,
        });
        dispatch({ type: "delivered", clientMessageId: message.clientMessageId });
      } catch (error) {
        dispatch({ type: "failed", clientMessageId: message.clientMessageId, problem: problemText(error) });
      }
    },
    [queryClient],
  );

  const send = useCallback(
    (connectionId: number, text: string, files: readonly File[]) => {
      const message: OutgoingMessage = {
        clientMessageId: newClientMessageId(),
        connectionId,
        text,
        files,
        status: "sending",
        createdAt: new Date().toISOString(),
      };
      dispatch({ type: "queued", message });
      void attempt(message);
    },
    [attempt],
  );

  const retry = useCallback(
    (clientMessageId: string) => {
      const message = current.current.find((item) => item.clientMessageId === clientMessageId);
      if (message === undefined) return;
      dispatch({ type: "retrying", clientMessageId });
      void attempt(message);
    },
    [attempt],
  );

  const discard = useCallback(
    (clientMessageId: string) => dispatch({ type: "discarded", clientMessageId }),
    [],
  );

  return { outbox, send, retry, discard };
}

export type Outbox = ReturnType<typeof useOutbox>;
