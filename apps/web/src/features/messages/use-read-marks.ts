import type { ChatMessage } from "@taxlane/contract";
import { useEffect, useRef } from "react";
import { useMarkRead } from "./api";
import { readMarkTo } from "./read-marks";
import { lastSequence } from "./thread-pages";
import { useWindowAttention } from "./use-window-attention";

/**
 * Marks the shown conversation read as far as it is seen (POST /Chat/MarkChatRead): whenever newer
 * messages are on screen while the page is visible and focused (see `readMarkTo`).
 */
export function useReadMarks({
  connectionId,
  messages,
  myUserId,
  unreadCount,
  threadShown,
}: {
  connectionId: number;
  messages: readonly ChatMessage[];
  myUserId: number | undefined;
  unreadCount: number;
  threadShown: boolean;
}) {
  const { pageVisible, windowFocused } = useWindowAttention();
  const markRead = useMarkRead();
  // The mark this page last sent, per conversation: a newly opened one starts from none.
  const marked = useRef({ connectionId, upTo: 0 });
  const { mutate } = markRead;

  const newestSequence = lastSequence(messages);
  const newestFromOther = lastSequence(messages.filter((message) => message.createdBy !== myUserId));

  useEffect(() => {
    if (myUserId === undefined) return;
    if (marked.current.connectionId !== connectionId) marked.current = { connectionId, upTo: 0 };
    const upTo = readMarkTo({
      threadShown,
      pageVisible,
      windowFocused,
      newestSequence,
      newestFromOther,
      markedUpTo: marked.current.upTo,
      unreadCount,
    });
    if (upTo === null) return;
    marked.current = { connectionId, upTo };
    mutate(
      { connectionId, upToSequence: upTo },
      {
        // Marked again on the next change, should this one not have reached the server.
        onError: () => {
          if (marked.current.connectionId === connectionId) marked.current = { connectionId, upTo: 0 };
        },
      },
    );
  }, [
    connectionId,
    myUserId,
    threadShown,
    pageVisible,
    windowFocused,
    newestSequence,
    newestFromOther,
    unreadCount,
    mutate,
  ]);
}
