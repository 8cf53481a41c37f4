/** Texts of the profile forms that both the web and the server show. */
export const profiles = {
  pricingAttachmentMissing: "Please attach your standard price list.",
} as const;
