import type { EndpointGroup } from "./define";

/**
 * `/Accountant/*`: the expert's calls, served by four modules (onboarding, marketplace, profiles,
 * tax-preparation): each entry names its own.
 */
export const accountantEndpoints = {
  registerAccountant: {
    method: "POST",
    path: "/accountant/registerAccountant",
    module: "onboarding",
    summary:
      "Create an expert's account and profile (multipart) with the e-mailed code; answers a session token",
    multipart: {
      fields: "registerAccountantFieldsSchema",
      files: [
        "initialQuestions.photo",
        "initialQuestions.taxPreparerProofOfAnnualFilingSeasonProgram",
        "initialQuestions.pricingSystemAttachment",
      ],
    },
    response: "tokenResponseSchema",
  },
  generateLinkForNewTaxPreparation: {
    method: "GET",
    path: "/Accountant/GenerateLinkForNewTaxPreparation",
    module: "onboarding",
    summary: "An invitation link; a request made through it goes to this expert alone",
    response: "invitationLinkSchema",
  },
  getAllIndividualRequests: {
    method: "GET",
    path: "/Accountant/GetAllIndividualRequests",
    module: "marketplace",
    summary: "Open individual requests routed to the expert (rows from..to)",
    query: "rowRangeQuerySchema",
    response: "expertIndividualRequestListSchema",
  },
  getAllBusinessRequests: {
    method: "GET",
    path: "/Accountant/GetAllBusinessRequests",
    module: "marketplace",
    summary: "Open business requests routed to the expert (rows from..to)",
    query: "rowRangeQuerySchema",
    response: "expertBusinessRequestListSchema",
  },
  sendQuote: {
    method: "POST",
    path: "/Accountant/SendQuote",
    module: "marketplace",
    summary: "Send a quote on a request routed to the expert (multipart)",
    multipart: { fields: "sendQuoteFieldsSchema", files: ["priceListAttachment"] },
    response: "sendQuoteResponseSchema",
  },
  confirmQuote: {
    method: "POST",
    path: "/Accountant/ConfirmQuote",
    module: "marketplace",
    summary: "Confirm a chosen quote: the tax preparation begins",
    query: "quoteIdQuerySchema",
    response: "done",
  },
  declineQuote: {
    method: "POST",
    path: "/Accountant/DeclineQuote",
    module: "marketplace",
    summary: "Decline a chosen quote: the taxpayer may choose another",
    query: "quoteIdQuerySchema",
    response: "done",
  },
  getAccountantSentQuotes: {
    method: "GET",
    path: "/Accountant/GetAccountantSentQuotes",
    module: "marketplace",
    summary: "The expert's quotes, newest first",
    response: "sentQuoteListSchema",
  },
  getAccountantProfileDetails: {
    method: "GET",
    path: "/Accountant/GetAccountantProfileDetails",
    module: "profiles",
    summary: "The signed-in expert's profile, or with accountantId any expert's public profile",
    query: "accountantProfileQuerySchema",
    response: "accountantProfileDetailsSchema",
  },
  updateAccountantProfileDetails: {
    method: "POST",
    path: "/Accountant/UpdateAccountantProfileDetails",
    module: "profiles",
    summary: "Save the expert's profile (multipart)",
    multipart: { fields: "updateAccountantProfileFieldsSchema", files: ["avatar", "pricingSystemFile"] },
    response: "done",
  },
  getAccountantTaxPreparations: {
    method: "GET",
    path: "/Accountant/GetAccountantTaxPreparations",
    module: "tax-preparation",
    summary: "The expert's tax preparations, newest first",
    response: "expertTaxPreparationListSchema",
  },
  uploadTaxReturnFile: {
    method: "POST",
    path: "/Accountant/UploadTaxReturnFile",
    module: "tax-preparation",
    summary: "Upload the finished return (a PDF): the job is filed (multipart: quoteId, taxReturn)",
    multipart: { fields: "uploadTaxReturnFieldsSchema", files: ["taxReturn"] },
    response: "done",
  },
} as const satisfies EndpointGroup;
