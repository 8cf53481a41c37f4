/** The home page. */
export const home = {
  proofIrs: "Licensed by the IRS for every return",
  proofYearly: "Yearly returns, prepared and filed",
  whyCredentials: "Credentials you can see",
  whyCredentialsText:
    "We check each professional's credentials, and every profile says whether that check is done.",
  whyIntroductions: "Introductions within hours",
  whyIntroductionsText: "Up to 5 professionals who fit your return or your business, without calling around.",
  whyCompare: "Compare before you choose",
  whyCompareText: "Read profiles and reviews from other taxpayers, ask for quotes and pick on your terms.",
  whyOnePlace: "Everything in one place",
  whyOnePlaceText: "Secure messages, document uploads, appointments and a guided organizer for your return.",
  title: "Find the right tax professional",
  eyebrow: "Tax help for individuals and businesses",
  heroTitle: "Find the right tax professional for you",
  offeringServices: "Offering tax services?",
  imProfessional: "I'm a tax professional",
  whyHeading: "Why use Taxlane",
  areYouProfessional: "Are you a tax professional?",
  learnMoreProfessionals: "Learn more for professionals",
  unlockFunFact: "Unlock a tax fun fact",
  unlockAnotherFunFact: "Unlock another fun fact",
  funFactFailed: "The fun fact didn't load. Please try again.",
  didYouKnow: "Did you know?",
  stepNeed: "Tell us what you need",
  stepNeedText: "Answer a few questions about your return or your business. It takes a few minutes.",
  stepMeet: "Meet up to 5 professionals",
  stepMeetText: "We introduce you to tax professionals who fit your situation, usually within hours.",
  stepChoose: "Compare and choose",
  stepChooseText: "Read their profiles and reviews, ask for quotes, and pick the one you trust.",
  howItWorks: "How it works",
  imIndividual: "I'm an individual",
  imBusiness: "I'm a business",
  testimonialsHeading: "What taxpayers say",
  heroLead:
    "Tell us about your taxes and get up to 5 introductions to CPAs, enrolled agents, attorneys and registered preparers. See whose credentials we have verified, compare them and choose.",
  proBandText:
    "Receive requests from taxpayers who need your expertise, send quotes and work with clients in one place. Start with a {days}-day free trial.",
  yourIntroductions: "Your introductions",
  cpas: "CPAs",
  cpasDetail: "Returns, planning and bookkeeping",
  enrolledAgents: "Enrolled agents",
  taxAttorneys: "Tax attorneys",
  taxAttorneysDetail: "Audits, disputes and tax debt",
  registeredPreparers: "Registered preparers",
  introduced: "Introduced",
  funFact1: "The 16th Amendment, ratified in 1913, is what lets Congress levy a federal income tax.",
  funFact2: "The very first Form 1040, in 1913, was just 4 pages long, instructions included.",
  funFact3:
    "Tax Day wasn't always April 15: the deadline was March 1 in 1913, March 15 from 1919, and April 15 only since 1955.",
  funFact4:
    "Estimated taxes are due in four installments: around April 15, June 15 and September 15, and January 15 of the next year.",
  funFact5:
    "If your foreign bank and financial accounts add up to more than $10,000 at any point in the year, you generally have to report them on an FBAR.",
  funFact6:
    "Tips count as income. If you get $20 or more in tips in a month at one job, you must report them to your employer by the 10th of the next month.",
  funFact7:
    "An extension with Form 4868 gives you six more months to file, but not more time to pay what you owe.",
  funFact8:
    "Income from illegal activities must be reported too: Al Capone was convicted of tax evasion in 1931.",
  startHere: "Start here:",
  testimonialAbout: "about {name}",
} as const;
