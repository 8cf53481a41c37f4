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
} as const;
