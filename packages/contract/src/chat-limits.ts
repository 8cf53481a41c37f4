/** Limits of messages and the words of a refused send, free of zod so the messages page can show them. */

/** The longest message text: a long note fits, a pasted document does not. */
export const MAX_CHAT_MESSAGE_LENGTH = 5_000;

/** The most files one message may carry. */
export const MAX_CHAT_FILES = 10;

/** A message unread this long is mailed to its recipient as a notice (never its text or files). */
export const CHAT_UNREAD_MAIL_AFTER_MINUTES = 15;

/** The 409 of a send to someone who closed their account (the thread shows it in place of the box). */
export const chatClosedAccountText =
  "This person closed their Taxlane account; they cannot receive messages.";
