/**
 * The local test provider (used while Stripe is not set up): its checkout of an invoice, its
 * onboarding of a payout account, and what the API says about them.
 */
export const paymentTestPages = {
  // What the API says
  onlyWithoutStripe:
    "The test checkout and test onboarding are used only while Stripe is not set up. Pay and set up payouts through Stripe instead.",
  checkoutNotFound: "We could not find this checkout. Go back to the invoice and choose Pay again.",
  checkoutEnded:
    "This checkout has ended and nothing was charged. Go back to the invoice and choose Pay again.",
  accountNotFound:
    "We could not find this payout account. Go back to Payments and choose to set up payouts again.",
  testCardsOnly:
    "This test checkout takes only Stripe's test cards, such as 4242 4242 4242 4242. No real card is charged.",
  cardExpired: "The expiry date has passed. Enter a month in the future, such as 12 / 34.",
  testBankAccountsOnly:
    "This test checkout takes only Stripe's test bank account: routing number 110000000 and account number 000123456789.",
  testPayoutAccountOnly:
    "Test onboarding takes only Stripe's test bank account: routing number 110000000 and account number 000123456789.",
  returnPathInvalid: "The page to return to must be one of Taxlane's pages.",
  // The checkout page
  checkoutTitle: "Pay your invoice",
  checkoutLoading: "Opening the checkout",
  checkoutLoadError: "We could not open this checkout.",
  noSession: "This link names no checkout. Go back to your invoice and choose Pay again.",
  testBannerTitle: "Test checkout: no money moves",
  testBannerText:
    "This is Taxlane's own test checkout, used while Stripe is not set up. It moves no money and takes only Stripe's test cards: 4242 4242 4242 4242 works with any future expiry date and any 3-digit code, and 4000 0000 0000 0002 is declined.",
  testBankText:
    "Test bank account: routing number 110000000 and account number 000123456789. Account 000111111116 is refused as closed.",
  amount: "Amount",
  paymentFor: "For",
  paidTo: "Paid to",
  methodLegend: "Pay with",
  methodCard: "Card",
  methodBank: "Bank account (ACH)",
  cardNumber: "Card number",
  expiry: "Expiry date (MM / YY)",
  cvc: "Security code",
  nameOnCard: "Name on card (optional)",
  routingNumber: "Routing number",
  accountNumber: "Account number",
  pay: "Pay {amount}",
  declinedTitle: "The payment did not go through",
  endedTitle: "This checkout has ended",
  endedText: "Nothing was charged. Go back to your invoice and choose Pay again to open a new checkout.",
  paidTitle: "This checkout is paid",
  paidText: "The payment went through. Your invoice shows it on the job's Billing tab.",
  backToInvoice: "Back to the invoice",
  // The onboarding page
  onboardingTitle: "Set up payouts",
  onboardingLoading: "Opening the payout account",
  onboardingLoadError: "We could not open this payout account.",
  noAccount: "This link names no payout account. Go back to Payments and choose to set up payouts again.",
  onboardingBannerTitle: "Test onboarding: no real bank account",
  onboardingBannerText:
    "This is Taxlane's own test onboarding, used while Stripe is not set up. Nothing is paid out. Use Stripe's test bank account: routing number 110000000 and account number 000123456789.",
  onboardingAccount: "Payouts for {email}",
  onboardingDoneTitle: "Payouts are set up",
  onboardingDoneText: "This test payout account takes payments. You can change its details below.",
  businessName: "Name payouts are made to",
  businessNameHint: "Your practice's name, or your own.",
  onboardingSubmit: "Finish setting up payouts",
} as const;
