/** The public pages as search results show them: each page's title and description. */
export const site = {
  homeTitle: "Find the right tax professional",
  homeDescription:
    "Taxlane connects individuals and businesses with CPAs, enrolled agents, tax attorneys and registered preparers. Get up to 5 introductions, see whose credentials we verified, compare quotes and choose.",
  taxpayerTitle: "Tax help for individuals and businesses",
  taxpayerDescription:
    "Answer a few questions and meet up to 5 matched tax professionals within hours. Compare quotes and reviews, then work together securely online.",
  expertTitle: "For tax professionals",
  expertDescription:
    "Get matched with taxpayers who need your services, send quotes, and run requests, documents and appointments from one place. 30-day free trial.",
  pricingTitle: "Pricing",
  pricingDescription:
    "Plans for taxpayers and tax professionals, billed monthly or yearly, with a 30-day free trial.",
  expertsTitle: "Find a tax professional",
  expertsDescription:
    "Browse CPAs, enrolled agents, tax attorneys and registered preparers by state, service and how they work, with their reviews.",
  getStartedTitle: "Get matched with tax professionals",
  getStartedDescription:
    "Answer a few questions about your taxes and get up to 5 introductions to matched professionals within hours.",
  blogsTitle: "Blog",
  blogsDescription:
    "Practical articles on deadlines, deductions and choosing a tax professional, for taxpayers and for pros.",
  faqTitle: "Frequently asked questions",
  faqDescription:
    "Answers about finding a tax professional on Taxlane, quotes, plans, documents and security.",
  contactUsTitle: "Contact us",
  contactUsDescription:
    "Write to the Taxlane team, chat with our assistant, or call Monday to Friday 8am-5pm Pacific.",
  aboutTitle: "About Taxlane",
  aboutDescription: "Why we built Taxlane and how it works for taxpayers and tax professionals.",
  privacyPolicyTitle: "Privacy policy",
  privacyPolicyDescription:
    "What Taxlane collects, why, who sees it, how long it is kept and how to ask for your data.",
  termsConditionTitle: "Terms and conditions",
  termsConditionDescription: "The end user license agreement for using Taxlane.",
  professionalDescription: "{kind} in {place} with {years} years of experience.",
} as const;
