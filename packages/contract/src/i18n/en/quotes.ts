/** The quote and review forms' refusals. */
export const quotes = {
  pricePositive: "Please enter a price above $0.",
  priceTooHigh: "A quote can be at most {price}.",
  priceCents: "Please enter the price in dollars and cents (at most 2 decimals).",
  priceAttachmentOrStandard: "Attach a price list, or choose to attach your standard pricing list.",
  rateRange: "Please choose from 1 to 5 stars.",
  commentTooLong: "Please keep your comment under {max} characters.",
  messageTooLong: "Please keep your message to {max} characters or fewer.",
  turnaroundRange: "Please enter the turnaround as a whole number of days from 1 to {max}.",
} as const;
