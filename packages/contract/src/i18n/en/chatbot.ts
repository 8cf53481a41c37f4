/** The FAQ assistant's own words. */
export const chatbot = {
  opening: "Opening the assistant…",
  sorry: "Sorry, I couldn't answer just now. Please try again in a moment.",
  close: "Close the assistant",
  lookingUp: "Looking that up…",
  greeting:
    "Hi! Ask me about Taxlane, finding a professional or common tax questions. Please don't share your SSN or other personal numbers here.",
  sensitiveNotSent:
    "That looks like a Social Security or tax ID number, so I didn't send it. Please ask again without it.",
  sensitiveRemoved: "A number that looked like an SSN was removed from your question and not stored.",
  found: "Here's what I found:",
  notFound:
    "I'm not sure about that one. Our team can help: send us a message through the contact form and we'll get back to you.",
  sensitiveNumber:
    "Please don't share Social Security numbers or other personal numbers here. I removed it and didn't keep it.",
  assistantName: "Taxlane assistant",
  assistantSays: "Taxlane assistant:",
  readMore: "Read more",
  contactUs: "Contact us",
  askTaxlane: "Ask Taxlane",
  conversation: "Conversation",
  youSaid: "You:",
  yourQuestion: "Your question",
  send: "Send",
  /** What an answer's source is, beside its title. */
  sourceFaq: "FAQ",
  sourceBlog: "Blog",
} as const;
