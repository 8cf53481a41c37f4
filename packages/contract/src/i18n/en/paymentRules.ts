/** What the invoice and price-change calls' fields accept, in words a person can act on. */
export const paymentRules = {
  amountInvalid: "Enter an amount in dollars and cents.",
  amountWholeCents: "An amount is in whole cents, such as 125.50.",
  amountPositive: "An amount must be more than $0.00.",
  amountTooLarge: "An amount can be at most $100,000.00.",
  lineDescriptionRequired: "Say what each line is for.",
  lineDescriptionTooLong: "A line's description can be at most 200 characters.",
  quantityInvalid: "A quantity is a whole number from 1 to 1,000.",
  notesTooLong: "Notes can be at most 1,000 characters.",
  linesRequired: "Add at least one line.",
  tooManyLines: "An invoice can have at most 20 lines.",
  dueDateInvalid: "Choose the date the invoice is due.",
  voidReasonRequired: "Say why the invoice is void, for your client and your records.",
  reasonTooLong: "A reason can be at most 500 characters.",
  changeNotZero: "A price change cannot be $0.00.",
  changeReasonRequired: "Say why the price changes, so your client can decide.",
} as const;
