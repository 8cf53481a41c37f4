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
} as const;
