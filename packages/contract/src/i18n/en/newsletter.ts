/** The newsletter: signing up and unsubscribing. */
export const newsletter = {
  subscribed: "Thanks! Check your inbox for a welcome e-mail.",
  sectionHeading: "Tax tips in your inbox",
  sectionText:
    "Deadlines, deductions people miss and plain-English explainers, about once a month. Unsubscribe any time.",
  unknownLink:
    "This unsubscribe link is not valid or has expired. If you still get the newsletter, use the link in the latest e-mail.",
  unsubscribeTitle: "Unsubscribe from the newsletter",
  goHome: "Go to the home page",
  checkingLink: "Checking your link…",
  keepSubscribed: "Keep me subscribed",
  /** `<address>`: the subscriber's e-mail, set apart. */
  unsubscribed: "You're unsubscribed. You won't get the newsletter at <address>{email}</address> any more.",
  subscribeAgain: "Changed your mind? You can <link>subscribe again</link> from the home page at any time.",
  aboutToStop:
    "You're about to stop the Taxlane newsletter at <address>{email}</address>. You'll still get e-mails about your account.",
  unsubscribing: "Unsubscribing…",
  unsubscribe: "Unsubscribe",
  signUpFormLabel: "Newsletter sign-up",
  emailAddressLabel: "Email address",
  tryAgain: "Try again",
  subscribing: "Subscribing…",
  subscribe: "Subscribe",
} as const;
