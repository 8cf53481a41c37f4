/** Getting started: the questionnaire a taxpayer answers before signing up, and what follows it. */
export const onboarding = {
  giftTitle: "Thank you! Your answers are in.",
  funFact: "Tax fun fact",
  anotherFunFact: "Another fun fact",
  seeRequests: "See my requests",
  requestsOpenSoon: "Your requests open in a few seconds.",
  invitationNote:
    "You are answering through your tax professional's invitation: this request goes to them alone.",
  sendFailed: "We could not send your answers. Please check your connection and try again.",
  sendYourAnswers: "Send your answers",
  answersSaved: "Your answers are saved",
  createAccountToSend:
    "Create your free account to send them to tax professionals. We keep your answers in this browser until then.",
  sending: "Sending your answers…",
  signedInAsProfessionalSend:
    "You are signed in as a tax professional. Sign out and create a taxpayer account to send these answers.",
  reviewAnswers: "Review my answers",
  sendMyAnswers: "Send my answers",
  sendWithoutInvitation: "Send without the invitation",
  createAccount: "Create my account",
  alreadyHaveAccount: "Already have an account?",
  startLead:
    "Answer a few questions, about three minutes, and we introduce you to tax professionals who fit.",
  startAccountAtEnd: " You create your account at the end.",
  signedInAsProfessionalStart:
    "You are signed in as a tax professional. Requests for quotes are made from a taxpayer account.",
  continueToSignUp: "Continue to sign up",
  helpWith: "What can we help you with?",
  typeIndividual: "Your personal return: wages, investments, a rental, a side business.",
  typeBusiness: "A corporation, S-corporation, partnership or LLC that files its own return.",
  typeProfessional: "You prepare returns and want to meet new clients: join as a tax professional.",
  giftLeadInvited:
    "Your request is on its way to the tax professional who invited you. Here is a little gift while they look at it.",
  giftLeadMatching:
    "We are matching you with up to {count} tax professionals. Here is a little gift while you wait.",
  sendThemFor: "Send them and tax professionals can quote for {what}.",
  yourBusinessReturn: "your business's return",
  yourReturn: "your return",
  logInAndSend: "<link>Log in</link> and send them from your quotes page.",
  getStartedPageTitle: "Get started",
  requestQuotesPageTitle: "Request quotes",
} as const;
