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
} as const;
