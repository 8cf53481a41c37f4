/** What decides whether the person has now seen a conversation's newest messages. */
export interface ReadContext {
  /** The thread is the one on screen (not behind the list on a phone). */
  threadShown: boolean;
  /** `document.visibilityState === "visible"`. */
  pageVisible: boolean;
  /** The window has the focus: a page left open behind another window is not being read. */
  windowFocused: boolean;
  /** The number of the newest message held. */
  newestSequence: number;
  /** The number of the newest message the other person sent, among those held (0 when none). */
  newestFromOther: number;
  /** The highest number already marked read from this page (0 when none). */
  markedUpTo: number;
  /** The conversation's unread count as the server last said. */
  unreadCount: number;
}

/**
 * The number to mark the conversation read up to, or `null` when nothing should be marked: only while
 * the thread is on screen in a visible, focused window, and only when that moves the mark forward over
 * something the other person sent or the server still counts unread.
 */
export function readMarkTo(context: ReadContext): number | null {
  if (!context.threadShown || !context.pageVisible || !context.windowFocused) return null;
  if (context.newestSequence <= context.markedUpTo) return null;
  const somethingUnread = context.unreadCount > 0 || context.newestFromOther > context.markedUpTo;
  return somethingUnread ? context.newestSequence : null;
}
