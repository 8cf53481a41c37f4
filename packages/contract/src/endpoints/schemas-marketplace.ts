import { z } from "zod";
import {
  chatConnectionSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  createChatConnectionQuerySchema,
  markChatReadRequestSchema,
  sendChatMessageFieldsSchema,
  unreadMessagesCountSchema,
} from "../chat";
import {
  accountantFeedbackSchema,
  accountantIdQuerySchema,
  deleteRequestQuerySchema,
  expertBusinessRequestSchema,
  expertIndividualRequestSchema,
  introductionSchema,
  quoteIdQuerySchema,
  sendQuoteFieldsSchema,
  sendQuoteResponseSchema,
  sentQuoteSchema,
  taxpayerQuoteSchema,
} from "../marketplace";
import { rowRangeQuerySchema } from "../pagination";
import { invitationLinkSchema, registerAccountantSchema } from "../profiles";
import {
  businessInitialQuestionsSchema,
  businessRequestSchema,
  individualInitialQuestionsSchema,
  individualRequestSchema,
  initialQuestionsResponseSchema,
} from "../questionnaire";
import { documentedAt } from "./schemas-documented-at";

/** Onboarding, the marketplace of requests and quotes, and chat. */
export const marketplaceSchemas = {
  // Onboarding
  individualInitialQuestionsSchema,
  businessInitialQuestionsSchema,
  initialQuestionsResponseSchema,
  individualRequestListSchema: z.array(individualRequestSchema),
  businessRequestListSchema: z.array(businessRequestSchema),
  registerAccountantFieldsSchema: registerAccountantSchema(documentedAt),
  invitationLinkSchema,

  // Marketplace
  taxpayerQuoteListSchema: z.array(taxpayerQuoteSchema),
  quoteIdQuerySchema,
  deleteRequestQuerySchema,
  introductionListSchema: z.array(introductionSchema),
  rowRangeQuerySchema,
  expertIndividualRequestListSchema: z.array(expertIndividualRequestSchema),
  expertBusinessRequestListSchema: z.array(expertBusinessRequestSchema),
  sendQuoteFieldsSchema,
  sendQuoteResponseSchema,
  sentQuoteListSchema: z.array(sentQuoteSchema),
  accountantIdQuerySchema,
  accountantFeedbackSchema,

  // Chat
  chatConnectionSchema,
  chatConnectionListSchema: z.array(chatConnectionSchema),
  createChatConnectionQuerySchema,
  chatMessageSchema,
  chatMessageListSchema: z.array(chatMessageSchema),
  chatMessagesQuerySchema,
  sendChatMessageFieldsSchema,
  markChatReadRequestSchema,
  unreadMessagesCountSchema,
};
