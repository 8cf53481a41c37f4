/** The public pages crawlers may index, with the title and description each shows in search results. */
export const publicPages: readonly { path: string; title: string; description: string }[] = [
  {
    path: "/",
    title: "Find the right tax professional",
    description:
      "Taxlane connects individuals and businesses with CPAs, enrolled agents, tax attorneys and registered preparers. Get up to 5 introductions, see whose credentials we verified, compare quotes and choose.",
  },
  {
    path: "/taxpayer",
    title: "Tax help for individuals and businesses",
    description:
      "Answer a few questions and meet up to 5 matched tax professionals within hours. Compare quotes and reviews, then work together securely online.",
  },
  {
    path: "/expert",
    title: "For tax professionals",
    description:
      "Get matched with taxpayers who need your services, send quotes, and run requests, documents and appointments from one place. 30-day free trial.",
  },
  {
    path: "/pricing",
    title: "Pricing",
    description:
      "Plans for taxpayers and tax professionals, billed monthly or yearly, with a 30-day free trial.",
  },
  {
    path: "/experts",
    title: "Find a tax professional",
    description:
      "Browse CPAs, enrolled agents, tax attorneys and registered preparers by state, service and how they work, with their reviews.",
  },
  {
    path: "/get-started",
    title: "Get matched with tax professionals",
    description:
      "Answer a few questions about your taxes and get up to 5 introductions to matched professionals within hours.",
  },
  {
    path: "/blogs",
    title: "Blog",
    description:
      "Practical articles on deadlines, deductions and choosing a tax professional, for taxpayers and for pros.",
  },
  {
    path: "/faq",
    title: "Frequently asked questions",
    description:
      "Answers about finding a tax professional on Taxlane, quotes, plans, documents and security.",
  },
  {
    path: "/contact-us",
    title: "Contact us",
    description:
      "Write to the Taxlane team, chat with our assistant, or call Monday to Friday 8am-5pm Pacific.",
  },
  {
    path: "/about",
    title: "About Taxlane",
    description: "Why we built Taxlane and how it works for taxpayers and tax professionals.",
  },
  {
    path: "/privacy-policy",
    title: "Privacy policy",
    description: "What Taxlane collects, why, who sees it, how long it is kept and how to ask for your data.",
  },
  {
    path: "/terms-condition",
    title: "Terms and conditions",
    description: "The end user license agreement for using Taxlane.",
  },
];
