/** The web app's frame: skip links, headers, footers, page-level errors. */
export const layout = {
  pageNotFound: "Page not found",
  chunkTimeout: "This page took more than two minutes to load. Check your connection, then reload the page.",
  skipToContent: "Skip to content",
  backToHome: "Back to home",
  termsAndConditions: "Terms and conditions",
  footerAbout:
    "Taxlane connects individuals and businesses with CPAs, enrolled agents, attorneys and registered tax preparers, and shows whose credentials it has verified.",
  footerSocial: "Taxlane on social media",
  secondFactorDue:
    "Add an authenticator app or a passkey by {date} to keep seeing your clients' information.",
  secondFactorSoon: "Add an authenticator app or a passkey to keep seeing your clients' information.",
  setItUp: "Set it up",
  signInAgainWithFactor:
    "Sign in again with your authenticator app or passkey to keep seeing your clients' information.",
  signInAgain: "Sign in again",
  secondFactorBlockedTitle: "Add an authenticator app or a passkey to continue",
  secondFactorBlockedText:
    "Your clients' information now opens only to a sign-in with an authenticator app or a passkey. Adding one takes about a minute, on your security page.",
  secondFactorBlockedSince: "The time to add one ended on {date}.",
  secondFactorStaleTitle: "Sign in again with your authenticator app or passkey",
  secondFactorStaleText:
    "This session was opened with an e-mailed code. Your clients' information opens only to a sign-in with your authenticator app or passkey.",
  goToSecurity: "Go to your security page",
  signOut: "Sign out",
} as const;
