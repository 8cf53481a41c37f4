/** Conversations between a taxpayer and their professional, and the mail about unread messages. */
export const messages = {
  conversationNotFound: "We could not find that conversation.",
  tooManyFiles: "A message can carry at most {max} files.",
  emptyMessage: "Write a message or attach a file.",
  tooManyConversations: "This connection follows too many conversations.",
  tooManyMessages: "Too many messages at once. Please wait a moment.",
  hubFailed: "The hub could not do that.",
  someone: "Someone",
  unreadSubject: "You have unread messages on Taxlane",
  unreadText: "{sender} sent you a message you have not read yet. For your privacy it is not copied here.",
  unreadLink: "Read it on Taxlane: {publicUrl}/{path}",
} as const;
