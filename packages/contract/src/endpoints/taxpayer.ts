import { RoleId } from "../codes-profile";
import { registerTaxpayerRequestSchema } from "../identity";
import { cancelJobRequestSchema, jobCancellationSchema } from "../job-cancellation";
import { reviewDraftRequestSchema } from "../job-stages";
import {
  accountantFeedbackSchema,
  accountantIdQuerySchema,
  deleteRequestQuerySchema,
  quoteIdQuerySchema,
} from "../marketplace";
import {
  addOrganizerAnswersFieldsSchema,
  completeOrganizerRequestSchema,
  deleteOrganizerFileRequestSchema,
  organizerPrefillSchema,
  taxpayerOrganizerAnswersQuerySchema,
} from "../organizer";
import {
  businessInitialQuestionsSchema,
  individualInitialQuestionsSchema,
  initialQuestionsResponseSchema,
} from "../questionnaire";
import type { EndpointGroup } from "./define";
import { booleanAnswerSchema, doneSchema } from "./schemas-answers";
import {
  businessRequestListSchema,
  individualRequestListSchema,
  introductionListSchema,
  taxpayerQuoteListSchema,
} from "./schemas-marketplace";
import { organizerAnswerListSchema, organizerRevealListSchema } from "./schemas-organizer";
import { updateTaxpayerProfileFieldsSchema } from "./schemas-profiles";
import { taxpayerTaxPreparationListSchema } from "./schemas-tax-preparation";

/**
 * `/Taxpayer/*`: the taxpayer's calls, served by several modules (identity, onboarding, marketplace,
 * profiles, tax-preparation): each entry names its own.
 */
export const taxpayerEndpoints = {
  registerTaxpayer: {
    method: "POST",
    path: "/Taxpayer/RegisterTaxpayer",
    module: "identity",
    access: "public",
    body: registerTaxpayerRequestSchema,
    response: doneSchema,
  },
  addIndividualTaxpayerInitialQuestions: {
    method: "POST",
    path: "/taxpayer/AddIndividualTaxpayerInitialQuestions",
    module: "onboarding",
    access: { roles: [RoleId.taxpayer] },
    summary: "Ask for quotes with the individual questionnaire's answers",
    body: individualInitialQuestionsSchema,
    response: initialQuestionsResponseSchema,
  },
  addBusinessTaxpayerInitialQuestions: {
    method: "POST",
    path: "/taxpayer/AddBusinessTaxpayerInitialQuestions",
    module: "onboarding",
    access: { roles: [RoleId.taxpayer] },
    summary: "Ask for quotes with the business questionnaire's answers",
    body: businessInitialQuestionsSchema,
    response: initialQuestionsResponseSchema,
  },
  getNotProcessedIndividualRequests: {
    method: "GET",
    path: "/Taxpayer/GetNotProcessedIndividualRequests",
    module: "onboarding",
    access: { roles: [RoleId.taxpayer] },
    summary: "The taxpayer's individual requests still waiting for a chosen quote",
    response: individualRequestListSchema,
  },
  getNotProcessedBusinessRequests: {
    method: "GET",
    path: "/Taxpayer/GetNotProcessedBusinessRequests",
    module: "onboarding",
    access: { roles: [RoleId.taxpayer] },
    summary: "The taxpayer's business requests still waiting for a chosen quote",
    response: businessRequestListSchema,
  },
  getAllQuotes: {
    method: "GET",
    path: "/Taxpayer/GetAllQuotes",
    module: "marketplace",
    access: { roles: [RoleId.taxpayer] },
    summary: "The taxpayer's quotes, newest first",
    response: taxpayerQuoteListSchema,
  },
  chooseAccountant: {
    method: "POST",
    path: "/Taxpayer/ChooseAccountant",
    module: "marketplace",
    access: { roles: [RoleId.taxpayer] },
    summary: "Choose a quote; 409 when one of the request's quotes is already chosen",
    query: quoteIdQuerySchema,
    response: doneSchema,
  },
  deleteRequest: {
    method: "POST",
    path: "/Taxpayer/DeleteRequest",
    module: "marketplace",
    access: { roles: [RoleId.taxpayer] },
    summary: "Withdraw a request while none of its quotes is chosen",
    query: deleteRequestQuerySchema,
    response: doneSchema,
  },
  getIntroductions: {
    method: "GET",
    path: "/Taxpayer/GetIntroductions",
    module: "marketplace",
    access: { roles: [RoleId.taxpayer] },
    summary: "The experts each open request was routed to, with why",
    response: introductionListSchema,
  },
  hasTheAccountantFeedback: {
    method: "GET",
    path: "/Taxpayer/HasTheAccountantFeedback",
    module: "marketplace",
    access: { roles: [RoleId.taxpayer] },
    summary: "Whether the taxpayer has reviewed this expert",
    query: accountantIdQuerySchema,
    response: booleanAnswerSchema,
  },
  sendAccountantFeedback: {
    method: "POST",
    path: "/Taxpayer/SendAccountantFeedback",
    module: "marketplace",
    access: { roles: [RoleId.taxpayer] },
    summary: "Rate an expert the taxpayer hired, once",
    body: accountantFeedbackSchema,
    response: doneSchema,
  },
  updateProfileDetails: {
    method: "POST",
    path: "/Taxpayer/UpdateProfileDetails",
    module: "profiles",
    access: { roles: [RoleId.taxpayer] },
    summary: "Save the taxpayer's profile (multipart)",
    multipart: { fields: updateTaxpayerProfileFieldsSchema, files: ["avatar"] },
    response: doneSchema,
  },
  getTaxpayerTaxPreparations: {
    method: "GET",
    path: "/Taxpayer/GetTaxpayerTaxPreparations",
    module: "tax-preparation",
    access: { roles: [RoleId.taxpayer] },
    summary: "The taxpayer's tax preparations, newest first",
    response: taxpayerTaxPreparationListSchema,
  },
  makeTaxPreparationJobStatusInProcess: {
    method: "POST",
    path: "/Taxpayer/MakeTaxPreparationJobStatusInProcess",
    module: "tax-preparation",
    access: { roles: [RoleId.taxpayer] },
    summary: "Move a job from not started to in process",
    query: quoteIdQuerySchema,
    response: doneSchema,
  },
  makeTaxPreparationJobStatusInForReview: {
    method: "POST",
    path: "/taxpayer/makeTaxPreparationJobStatusInForReview",
    module: "tax-preparation",
    access: { roles: [RoleId.taxpayer] },
    summary: "Move a job from in process to in for review",
    query: quoteIdQuerySchema,
    response: doneSchema,
  },
  cancelJob: {
    method: "POST",
    path: "/Taxpayer/CancelJob",
    module: "tax-preparation",
    access: { roles: [RoleId.taxpayer] },
    summary:
      "Cancel a job before the professional starts reviewing: unpaid invoices voided, a paid deposit refunded unless the engagement letter keeps it",
    body: cancelJobRequestSchema,
    response: jobCancellationSchema,
  },
  reviewDraftReturn: {
    method: "POST",
    path: "/Taxpayer/ReviewDraftReturn",
    module: "tax-preparation",
    access: { roles: [RoleId.taxpayer] },
    summary: "Approve the job's draft return, or ask for changes with a comment",
    body: reviewDraftRequestSchema,
    response: doneSchema,
  },
  addAnswerToOrganizerQuestions: {
    method: "POST",
    path: "/taxpayer/AddAnswerToOrganizerQuestions",
    module: "organizer",
    access: { roles: [RoleId.taxpayer] },
    summary: "Save organizer answers (a later save of the same key replaces it), with their files",
    multipart: { fields: addOrganizerAnswersFieldsSchema, files: ["questionList[i].files"] },
    response: doneSchema,
  },
  completeOrganizer: {
    method: "POST",
    path: "/Taxpayer/CompleteOrganizer",
    module: "organizer",
    access: { roles: [RoleId.taxpayer] },
    summary:
      "The taxpayer finished the organizer: recorded once, the professional told; a job not started or waiting for information moves to in process",
    body: completeOrganizerRequestSchema,
    response: doneSchema,
  },
  getOrganizerQuestionAnswers: {
    method: "GET",
    path: "/taxPayer/GetOrganizerQuestionAnswers",
    module: "organizer",
    access: { roles: [RoleId.taxpayer] },
    summary: "The job's organizer answers, as its taxpayer gave them",
    query: taxpayerOrganizerAnswersQuerySchema,
    response: organizerAnswerListSchema,
  },
  deleteFileFromOrganizerQuestion: {
    method: "POST",
    path: "/taxpayer/DeleteFileFromOrganizerQuestion",
    module: "organizer",
    access: { roles: [RoleId.taxpayer] },
    summary: "Remove a file from one of the taxpayer's organizer answers",
    body: deleteOrganizerFileRequestSchema,
    response: doneSchema,
  },
  getOrganizerReveals: {
    method: "GET",
    path: "/taxPayer/GetOrganizerReveals",
    module: "organizer",
    access: { roles: [RoleId.taxpayer] },
    summary: "Who read which sensitive answer of the job in full, when and from where",
    query: taxpayerOrganizerAnswersQuerySchema,
    response: organizerRevealListSchema,
  },
  getOrganizerPrefill: {
    method: "GET",
    path: "/taxPayer/GetOrganizerPrefill",
    module: "organizer",
    access: { roles: [RoleId.taxpayer] },
    summary:
      "Answers about the taxpayer from their latest other organizer, and their profile, to start a new one from",
    query: taxpayerOrganizerAnswersQuerySchema,
    response: organizerPrefillSchema,
  },
} as const satisfies EndpointGroup;
