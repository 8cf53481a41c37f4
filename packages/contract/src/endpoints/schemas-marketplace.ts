/**
 * Onboarding, the marketplace of requests and quotes, and chat.
 * Here: the lists and shapes the endpoint table points at that no area module declares.
 */
import { z } from "zod";
import { chatConnectionSchema, chatMessageSchema } from "../chat";
import {
  expertBusinessRequestSchema,
  expertIndividualRequestSchema,
  introductionSchema,
  sentQuoteSchema,
  taxpayerQuoteSchema,
} from "../marketplace";
import { registerAccountantSchema } from "../profiles";
import { businessRequestSchema, individualRequestSchema } from "../questionnaire";
import { documentedAt } from "./schemas-documented-at";

export const individualRequestListSchema = z.array(individualRequestSchema);
export const businessRequestListSchema = z.array(businessRequestSchema);
export const registerAccountantFieldsSchema = registerAccountantSchema(documentedAt);
export const taxpayerQuoteListSchema = z.array(taxpayerQuoteSchema);
export const introductionListSchema = z.array(introductionSchema);
export const expertIndividualRequestListSchema = z.array(expertIndividualRequestSchema);
export const expertBusinessRequestListSchema = z.array(expertBusinessRequestSchema);
export const sentQuoteListSchema = z.array(sentQuoteSchema);
export const chatConnectionListSchema = z.array(chatConnectionSchema);
export const chatMessageListSchema = z.array(chatMessageSchema);
