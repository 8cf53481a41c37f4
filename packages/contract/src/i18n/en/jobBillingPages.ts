/** A job's billing on the web: its price, invoices and price changes, for both sides. */
export const jobBillingPages = {
  tabBilling: "Billing",
} as const;
