/** The parts every notification mail shares, and the notification settings' refusals. */
export const notifications = {
  mailGreeting: "Hello {firstName},",
  mailOpenLink: "Open Taxlane: {url}",
  mailUnsubscribe: "To stop these e-mails, unsubscribe here: {url}",
  mailSignature: "— Taxlane",
  securityMailStaysOn: "Security e-mail cannot be turned off.",
  unsubscribeLinkInvalid: "This unsubscribe link is not valid.",
  unsubscribeLinkUsed: "This unsubscribe link was already used.",
} as const;
