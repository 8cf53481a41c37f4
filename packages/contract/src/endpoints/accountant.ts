import { RoleId } from "../codes-profile";
import { tokenResponseSchema } from "../identity";
import { moveJobRequestSchema } from "../job-stages";
import { quoteIdQuerySchema, sendQuoteFieldsSchema, sendQuoteResponseSchema } from "../marketplace";
import {
  accountantOrganizerAnswersQuerySchema,
  revealedOrganizerAnswerSchema,
  revealOrganizerAnswerRequestSchema,
} from "../organizer";
import { rowRangeQuerySchema } from "../pagination";
import {
  accountantProfileDetailsSchema,
  accountantProfileQuerySchema,
  invitationLinkSchema,
} from "../profiles";
import { uploadTaxReturnFieldsSchema } from "../tax-preparation";
import type { EndpointGroup } from "./define";
import { doneSchema } from "./schemas-answers";
import {
  expertBusinessRequestListSchema,
  expertIndividualRequestListSchema,
  registerAccountantFieldsSchema,
  sentQuoteListSchema,
} from "./schemas-marketplace";
import { organizerAnswerListSchema } from "./schemas-organizer";
import { updateAccountantProfileFieldsSchema } from "./schemas-profiles";
import { expertTaxPreparationListSchema } from "./schemas-tax-preparation";

/**
 * `/Accountant/*`: the expert's calls, served by four modules (onboarding, marketplace, profiles,
 * tax-preparation): each entry names its own.
 */
export const accountantEndpoints = {
  registerAccountant: {
    method: "POST",
    path: "/accountant/registerAccountant",
    module: "onboarding",
    access: "public",
    summary:
      "Create an expert's account and profile (multipart) with the e-mailed code; answers a session token",
    multipart: {
      fields: registerAccountantFieldsSchema,
      files: [
        "initialQuestions.photo",
        "initialQuestions.taxPreparerProofOfAnnualFilingSeasonProgram",
        "initialQuestions.pricingSystemAttachment",
      ],
    },
    response: tokenResponseSchema,
  },
  generateLinkForNewTaxPreparation: {
    method: "GET",
    path: "/Accountant/GenerateLinkForNewTaxPreparation",
    module: "onboarding",
    access: { roles: [RoleId.expert], practice: "quotes" },
    summary: "An invitation link; a request made through it goes to this expert alone",
    response: invitationLinkSchema,
  },
  getAllIndividualRequests: {
    method: "GET",
    path: "/Accountant/GetAllIndividualRequests",
    module: "marketplace",
    access: { roles: [RoleId.expert], practice: "clients" },
    summary: "Open individual requests routed to the expert (rows from..to)",
    query: rowRangeQuerySchema,
    response: expertIndividualRequestListSchema,
  },
  getAllBusinessRequests: {
    method: "GET",
    path: "/Accountant/GetAllBusinessRequests",
    module: "marketplace",
    access: { roles: [RoleId.expert], practice: "clients" },
    summary: "Open business requests routed to the expert (rows from..to)",
    query: rowRangeQuerySchema,
    response: expertBusinessRequestListSchema,
  },
  sendQuote: {
    method: "POST",
    path: "/Accountant/SendQuote",
    module: "marketplace",
    access: { roles: [RoleId.expert], practice: "quotes" },
    summary: "Send a quote on a request routed to the expert (multipart)",
    multipart: { fields: sendQuoteFieldsSchema, files: ["priceListAttachment"] },
    response: sendQuoteResponseSchema,
  },
  confirmQuote: {
    method: "POST",
    path: "/Accountant/ConfirmQuote",
    module: "marketplace",
    access: { roles: [RoleId.expert], practice: "quotes" },
    summary: "Confirm a chosen quote: the tax preparation begins",
    query: quoteIdQuerySchema,
    response: doneSchema,
  },
  declineQuote: {
    method: "POST",
    path: "/Accountant/DeclineQuote",
    module: "marketplace",
    access: { roles: [RoleId.expert], practice: "quotes" },
    summary: "Decline a chosen quote: the taxpayer may choose another",
    query: quoteIdQuerySchema,
    response: doneSchema,
  },
  getAccountantSentQuotes: {
    method: "GET",
    path: "/Accountant/GetAccountantSentQuotes",
    module: "marketplace",
    access: { roles: [RoleId.expert], practice: "quotes" },
    summary: "The expert's quotes, newest first",
    response: sentQuoteListSchema,
  },
  getAccountantProfileDetails: {
    method: "GET",
    path: "/Accountant/GetAccountantProfileDetails",
    module: "profiles",
    // Anyone reads a profile by accountantId; without it, the profiles service asks for an expert.
    access: "public",
    summary: "The signed-in expert's profile, or with accountantId any expert's public profile",
    query: accountantProfileQuerySchema,
    response: accountantProfileDetailsSchema,
  },
  updateAccountantProfileDetails: {
    method: "POST",
    path: "/Accountant/UpdateAccountantProfileDetails",
    module: "profiles",
    access: { roles: [RoleId.expert], practice: "account" },
    summary: "Save the expert's profile (multipart)",
    multipart: { fields: updateAccountantProfileFieldsSchema, files: ["avatar", "pricingSystemFile"] },
    response: doneSchema,
  },
  getAccountantTaxPreparations: {
    method: "GET",
    path: "/Accountant/GetAccountantTaxPreparations",
    module: "tax-preparation",
    access: { roles: [RoleId.taxpayer, RoleId.expert], practice: "clients" },
    summary: "The expert's tax preparations, newest first (a taxpayer gets their own, in the same shape)",
    response: expertTaxPreparationListSchema,
  },
  uploadTaxReturnFile: {
    method: "POST",
    path: "/Accountant/UploadTaxReturnFile",
    module: "tax-preparation",
    access: { roles: [RoleId.expert], practice: "jobs" },
    summary:
      "Share the return (a PDF) as the job's draft for the client's review, replacing any earlier draft until the job is filed (multipart: quoteId, taxReturn)",
    multipart: { fields: uploadTaxReturnFieldsSchema, files: ["taxReturn"] },
    response: doneSchema,
  },
  moveTaxPreparationJob: {
    method: "POST",
    path: "/Accountant/MoveTaxPreparationJob",
    module: "tax-preparation",
    access: { roles: [RoleId.expert], practice: "jobs" },
    summary:
      "Move a job to in process, waiting for information (with a note to the client) or in for review; never to filed",
    body: moveJobRequestSchema,
    response: doneSchema,
  },
  getOrganizerQuestionAnswers: {
    method: "GET",
    path: "/Accountant/GetOrganizerQuestionAnswers",
    module: "organizer",
    access: { roles: [RoleId.expert], practice: "jobs" },
    summary: "The job's organizer answers for its professional, sensitive ones masked; filter 1-3",
    query: accountantOrganizerAnswersQuerySchema,
    response: organizerAnswerListSchema,
  },
  revealOrganizerAnswer: {
    method: "POST",
    path: "/Accountant/RevealOrganizerAnswer",
    module: "organizer",
    access: { roles: [RoleId.expert], practice: "revealSensitive" },
    summary: "Read one sensitive organizer answer in full; the reveal is recorded",
    body: revealOrganizerAnswerRequestSchema,
    response: revealedOrganizerAnswerSchema,
  },
} as const satisfies EndpointGroup;
