/**
 * Who pays for what, said once and shown the same way on the pricing page, both landings, sign-up,
 * the profile and the terms; and what a refused card means for the person.
 */
export const billing = {
  /** Which plans exist for whom. */
  whoPays: "Plans are for tax professionals only. Taxpayers never need a plan.",
  /** What a plan unlocks. */
  unlocks: "A plan in its free trial or paid up lets you send quotes to taxpayers.",
  /** What happens without one. */
  without:
    "Without a plan you keep your directory listing, your messages and the jobs you already have; you just can't send new quotes.",
  /** The trial and the card. */
  trial:
    "Every plan starts with a {days}-day free trial. We take your card when you sign up and charge it only when the trial ends.",
  /** Cancelling. */
  cancel:
    "Cancel any time, free of charge: your plan keeps working until the end of the period you paid for, and you can undo the cancellation until then.",
  /** Refunds. */
  refunds: "There are no refunds for part of a billing period.",
  /** Switching between monthly and yearly. */
  switching:
    "Switching between monthly and yearly takes effect when your current period or trial ends: the new price is charged on that day, and nothing is prorated.",
  declineGeneric: "Your card was declined. Please use another card, or ask your bank why it was refused.",
  declineInsufficientFunds: "Your card has insufficient funds. Please use another card.",
  declineLostOrStolen: "Your card was declined. Please use another card.",
  declineExpired: "Your card has expired. Please check the expiry date or use another card.",
  declineIncorrectCvc: "Your card's security code is incorrect. Please check it and try again.",
  declineProcessingError: "An error occurred while processing your card. Please try again in a moment.",
  declineCanceled: "You left the checkout before your card was saved. Nothing was charged.",
  declineUnknown: "Your card could not be saved. Nothing was charged; please try again.",
  noPlanToChange: "You have no plan to change. Choose a plan on the Pricing page.",
  paymentsNotSetUp:
    "Payments are not set up on this server yet, so plans cannot be bought here. Please contact support.",
  testCheckoutUnavailable: "The test checkout is not available here.",
  planNotFoundChooseAgain: "We could not find that plan. Please choose one on the Pricing page.",
  alreadyHasPlan: "You already have a plan. You can change or cancel it on your profile.",
  cancelOwnPlanOnly: "You can only cancel your own plan.",
  undoCancellationFirst: "This plan is cancelled. Undo the cancellation first, then switch.",
  planNotFound: "We could not find that plan.",
  checkoutNotFound: "We could not find that checkout. Please choose your plan again.",
  testCardsOnly:
    "This is a test checkout and takes only Stripe's test cards, such as 4242 4242 4242 4242. No real card is charged here.",
  planEnded: "This plan has ended. Choose a plan again to send quotes.",
  trialBegunTitle: "Your free trial of the {plan} plan has begun",
  trialBegunText:
    "You can send quotes now. Nothing is charged until {until}, when {amount} is charged for the first {interval}.",
  trialBegunMail: "Your free trial of the {plan} plan has begun, and you can send quotes to taxpayers now.",
  trialBegunMailCharge:
    "Nothing is charged until your trial ends on {until}. On that day we will charge {amount} to your card for the first {interval}.",
  trialBegunMailCancel: "To stop before you are charged, cancel on your profile before {until}: {link}",
  planBegunTitle: "Your {plan} plan has begun",
  planBegunText: "You can send quotes now. Your plan renews on {until} at {amount} a {interval}.",
  planBegunMail: "Your {plan} plan has begun, and you can send quotes to taxpayers now.",
  planBegunMailRenewal:
    "It renews on {until}, and we will charge {amount} to your card then. You can change or cancel it on your profile: {link}",
  planCancelledTitle: "Your {plan} plan is cancelled",
  planCancelledText: "It keeps working until {until} and ends then; nothing more is charged.",
  planCancelledMail:
    "You cancelled your {plan} plan. It keeps working, quotes included, until {until}, and ends then. Nothing more is charged, and there are no refunds for part of a billing period.",
  planCancelledMailUndo: "Changed your mind? Undo the cancellation on your profile before {until}: {link}",
  planContinuesTitle: "Your {plan} plan continues",
  planContinuesText: "You undid the cancellation. {amount} is charged on {until} for the next {interval}.",
  planContinuesMail: "You undid the cancellation of your {plan} plan, so it continues.",
  planContinuesMailCharge:
    "On {until} we will charge {amount} to your card for the next {interval}. You can change or cancel it on your profile: {link}",
  trialEndsTitle: "Your Taxlane trial ends on {when}",
  trialEndsText:
    "Your free trial of the {plan} plan ends on {when}; then {amount} is charged for the first {interval}.",
  trialEndsMail:
    "Your free trial of the {plan} plan ends on {when}. On that day we will charge {amount} to your card for the first {interval}.",
  trialEndsMailCancel:
    "To keep your plan, do nothing. To stop before you are charged, cancel on your profile before {when}: {link}",
  renewsTitle: "Your yearly Taxlane plan renews on {when}",
  renewsText: "Your yearly {plan} plan renews on {when}, and {amount} is charged then.",
  renewsMail: "Your yearly {plan} plan renews on {when}, and we will charge {amount} to your card then.",
  renewsMailChange:
    "To change or cancel it before then, go to your profile: {link}. There are no refunds for part of a billing period.",
  planIncludes: "What {plan} includes",
  planSeats: "Includes {included} members · each further member {price} {per}",
  noPaymentsYet: "No payments yet.",
  pastDueTitle: "We couldn't charge your card",
  pastDueText:
    "Sending quotes is paused until the payment goes through. We try the card again over the next days; if it keeps failing, the plan ends. Your listing, messages and current jobs stay open.",
  panelTrialEnds: "Your free trial ends on {date}. ",
  panelRenews: "Your plan renews on {date}. ",
  panelCharge: "We will charge {amount}{card} on {date}.",
  cancelQuestion: "Cancel your plan?",
  keepPlan: "Keep my plan",
  planLoadError: "We couldn't load your plan.",
  noPlan: "You have no plan.",
  startTrial: "Start your free trial",
  pricingHeading: "Simple plans, in US dollars",
  plansLoadErrorRetry: "We couldn't load the plans. Please try again.",
  termsHeading: "The terms, plainly",
  termsCancel:
    "Cancel any time, free of charge. Cancelling takes effect the day after your current billing period ends; until then your plan keeps working.",
  termsDollars: "All prices are in US dollars.",
  plansLoadError: "We couldn't load the plans.",
  seePlan: "See your plan",
  continueToCard: "Continue to card details",
  addCard: "Add your card",
  trialStarted: "Your free trial has started",
  confirmingCard: "Confirming your card…",
  cardAcceptedWaiting:
    "Your card was accepted. We are waiting for the payment provider to confirm your trial; this usually takes a few seconds and this page updates by itself.",
  trialEndsLabel: "Free trial ends",
  goToRequests: "Go to your requests",
  paymentFailedTitle: "Your payment did not go through",
  paymentFailedText:
    "Nothing was charged, and your plan and its free trial have not started. To go on, try again with another card or check this card's details. If the card should work, your bank can tell you why it was refused.",
  tryAnotherCard: "Try another card",
  checkoutEnded: "This checkout has ended.",
  testCheckoutTitle: "Test checkout: no real card is charged",
  testCheckoutText:
    "This is Taxlane's own test checkout, used while no payment provider is set up. It takes only Stripe's test cards: use 4242 4242 4242 4242 with any future expiry date and any 3-digit code. 4000 0000 0000 0002 is declined and 4000 0000 0000 9995 has insufficient funds.",
  firstCharge: "First charge, when your free trial ends",
  expiryDate: "Expiry date (MM / YY)",
  nameOnCard: "Name on card (optional)",
  startMyTrial: "Start my free trial",
  choosePlan: "Choose a plan",
  logInWithLinkEmail: "Log in with the link's e-mail",
  continueWithAccount: "Continue with this account",
  linkNamesNoPlan: "This link names no plan we offer.",
  thePlan: "The {plan} plan",
  /** The plans as first installed (the database holds them after that). */
  basicDescription: "For tax professionals who want to be found and to work with their clients online.",
  standardDescription: "For practices that want reminders sent for them and the assistant at hand.",
  featureListing: "A listing in the Taxlane directory",
  featureUploads: "Secure document uploads from your clients",
  featureOnboarding: "Guided onboarding for new clients",
  featureQuestionnaire: "The digital tax questionnaire",
  featureScheduling: "Appointment scheduling",
  featureAnswers: "Answers to your clients' common questions",
  featureStatus: "Return status updates for your clients",
  featureEverythingInBasic: "Everything in Basic",
  featureAutomatedReminders: "Automated reminders to your clients",
  featureMissingReminders: "Reminders about missing documents and answers",
  featureAssistant: "The Taxlane assistant",
  /** A plan's invoice line. */
  invoiceDescriptionYearly: "Taxlane {plan}, yearly",
  invoiceDescriptionMonthly: "Taxlane {plan}, monthly",
  /** The plan panel of a professional's profile. */
  yourPayments: "Your payments",
  paid: "Paid",
  paidFor: "For",
  amount: "Amount",
  periodFromTo: "{start} to {end}",
  planEndedOn: "Your {plan} plan ended on {date}.",
  cancelledKeepsWorking:
    "You cancelled your plan. It keeps working until {date} and ends the day after; nothing more will be charged. You can undo the cancellation until then.",
  undoCancellation: "Undo cancellation",
  switchingTo: "Switching to {interval} on {date}: we will charge {amount} then, and {per} after that.",
  keepInterval: "Keep {interval}",
  switchOffer:
    "Switch to {interval}: from {date} we charge {price} {per} instead of {currentPrice} {currentPer}. Nothing changes before then, and nothing is prorated or refunded.",
  switchTo: "Switch to {interval}",
  cancelPlan: "Cancel plan",
  cancelKeepsWorking:
    "Your plan keeps working until {date} and ends the day after; nothing more will be charged. You can undo this until {date}.",
  aYear: "a year",
  aMonth: "a month",
  intervalMonth: "month",
  intervalYear: "year",
  yearly: "yearly",
  monthly: "monthly",
  chargeOn: "{amount} on {date}",
  statusTrialing: "Free trial",
  statusActive: "Active",
  statusPastDue: "Payment due",
  statusCanceled: "Ended",
  yourPlan: "Your plan",
  statusCancelled: "Cancelled",
  planBilled: "<b>{plan}</b>, billed {interval}",
  /** The pricing page. */
  pricingLead: "Every plan starts with a {days}-day free trial. Pay monthly, or yearly and save.",
  loadingPlans: "Loading plans…",
  tryAgain: "Try again",
  noPlansOnSale: "No plans are on sale right now. Please check back soon or <link>contact us</link>.",
  termsCardAtSignUp:
    "We take your card details when you sign up and charge the card only after the {days}-day free trial ends.",
  toYourCard: " to your {brand} ending {last4}",
  /** The payment pages. */
  alreadyHavePlan:
    "You already have the {plan} plan. You can switch between monthly and yearly, or cancel it, on your profile.",
  firstChargeLabel: "First charge",
  cardEnding: ", {brand} ending {last4}",
  chargePer: "{amount} {per}",
  nothing: "nothing",
  trialStartedText:
    "You can send quotes to taxpayers now. After the trial we charge {charge} until you cancel. To stop before the first charge, cancel on your profile before {date}; nothing is charged then.",
  checkoutEndedText: "Nothing was charged. <link>Choose your plan again</link> to start your trial.",
  /** The subscribe link. */
  openingCheckout: "Opening the checkout of the {plan} plan, billed {interval}…",
  linkForOtherAccount:
    "This link was opened for <b>{linkEmail}</b>, but you are logged in here as <b>{signedIn}</b>.",
  planAfterTrial: "{plan}: {price} {per} after a {days}-day free trial.",
  groupTaxpayers: "For taxpayers",
  groupProfessionals: "For tax professionals",
  trialBadge: "{days}-day free trial",
  perMonth: "/ month",
  perYear: "/ year",
  billedMonthly: "Billed monthly",
  monthlyBilledYearly: "{price} a month, billed yearly",
  saveAYear: "Save {amount} a year",
  intervalMonthly: "Monthly",
  intervalYearly: "Yearly",
  billingPeriod: "Billing period",
  pricingPageTitle: "Pricing",
  choosePlanButton: "Choose plan",
} as const;
