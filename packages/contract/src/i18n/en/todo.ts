/** The to-do list: what each item says (the API words them) and the page and card that show them. */
export const todo = {
  // Items, as the API words them.
  quoteReceivedTitle:
    "{count, plural, one {Look at the quote for your request} other {Choose among # quotes for your request}}",
  quoteReceivedDetail: "Choose the tax professional you want to hire.",
  organizerSectionsTitle:
    "{count, plural, one {# section} other {# sections}} of your organizer left for later",
  organizerSectionsDetail:
    "You asked to come back to them. Your tax professional needs them to prepare your return.",
  documentRequestedTitle: 'Upload "{document}"',
  documentReplacementTitle: 'Upload "{document}" again',
  documentRequestedDetail: "Your tax professional asked for it.",
  signatureWaitingTitle: 'Sign "{document}"',
  signatureWaitingDetail: "Your tax professional sent it for your signature.",
  invoiceDueTitle: "Pay invoice {number}",
  invoiceDueDetail: "{amount} left to pay.",
  priceChangeTitle: "Accept or decline a price change",
  priceChangeDetail: "{amount}: {reason}",
  quoteRequestIndividualTitle: "Quote an individual return request",
  quoteRequestBusinessTitle: "Quote a business return request",
  quoteRequestDetail: "A taxpayer is waiting for quotes. Send yours while they are choosing.",
  quoteChosenTitle: "Confirm the quote {name} chose",
  quoteChosenDetail: "Confirming starts the tax preparation.",
  organizerChangedTitle:
    "{count, plural, one {# organizer answer changed} other {# organizer answers changed}} since your last look",
  organizerNewTitle: "{count, plural, one {# organizer answer} other {# organizer answers}} to review",
  organizerChangedDetail: "Review what the taxpayer changed.",
  documentProvidedTitle: 'Review "{document}"',
  documentProvidedDetail: "The taxpayer uploaded it. Accept it or ask for it again.",
  signatureCompletedTitle: '"{document}" was signed',
  signatureCompletedDetail: "Every signer signed. The sealed PDF is ready to download.",
  paymentReceivedTitle: "Payment of {amount} received",
  paymentReceivedDetail: "For invoice {number}.",
  appointmentRequestTitle: "Answer {name}'s appointment request",
  appointmentRequestDetail: "Approve it or decline it before it starts.",
  jobLabel: "{year} return with {name}",
  // The page and card.
  pageTitle: "To do",
  menuLabel: "To do",
  menuCount: "{count, plural, one {# thing waits for you} other {# things wait for you}}",
  loading: "Loading what waits for you",
  loadFailed: "We could not load your to-do list.",
  retry: "Try again",
  emptyTitle: "Nothing waits for you",
  emptyTaxpayerLink: "Go to your tax preparations",
  emptyProfessionalLink: "Go to your requests",
  emptyTaxpayer:
    "When your tax professional asks for something — an answer, a document, a signature or a payment — it shows here.",
  emptyProfessional:
    "New requests for quotes, chosen quotes, uploads, signatures and payments to look at show here.",
  beforeJob: "Requests and quotes",
  jobFallback: "Tax preparation #{id}",
  listLabel: "What waits for you",
  dueOn: "Due {date}",
  cardTitle: "To do",
  seeAll: "See all {count}",
  summary: "{count, plural, one {# thing waits for you} other {# things wait for you}}",
} as const;
