/** The engagement letter on the web: signing it when hiring, the letter on a job, the professional's template. */
export const engagementLetterPages = {
  tabSignatures: "Signatures",
} as const;
