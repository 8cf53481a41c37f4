/** The professional's payments page and the taxpayer's billing history. */
export const paymentPages = {
  navLabel: "Payments",
} as const;
