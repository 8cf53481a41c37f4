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
} as const;
