/** The taxpayers' landing page. */
export const landing = {
  sampleFee5: "Fixed fee, ready in 5 days",
  sampleFee3: "Fixed fee, ready in 3 days",
  sampleRegisteredPreparer: "Registered tax preparer",
  sampleFeeWeek: "Fixed fee, ready in a week",
  landingIntroductionsText:
    "Professionals who fit your return or your business, usually the same day you ask.",
  landingCompare: "Compare quotes and reviews",
  landingCompareText:
    "See each professional's quote, credentials and what other taxpayers said, then choose.",
  landingSecure: "Secure messages, documents and organizer",
  landingSecureText:
    "Talk to your professional, share documents safely and fill in a guided organizer for your return.",
  landingEyebrow: "For individuals and businesses",
  landingTitle: "Tax help from a professional you choose",
  landingWhatYouGet: "What you get",
  landingQuestions: "Questions before you start?",
  landingQuestionsText:
    "How introductions work, what it costs, how we keep your documents safe: it's all in the FAQ.",
  readFaq: "Read the FAQ",
  pageTitle: "For taxpayers",
  heroLead:
    "Whether it's your own return or your company's books, we'll introduce you to CPAs, enrolled agents, attorneys and registered preparers who fit, each marked with whether we have verified their credentials.",
  yourQuotes: "Your quotes",
  sampleCpa: "CPA",
  sampleEnrolledAgent: "Enrolled agent",
  quoteReceived: "Quote received",
  upToFiveIntroductions: "Up to 5 introductions within hours",
} as const;
