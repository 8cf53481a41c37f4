/**
 * Professionals' and taxpayers' profiles and the directory.
 * Here: the lists and shapes the endpoint table points at that no area module declares.
 */
import { z } from "zod";
import { updateAccountantProfileSchema, updateTaxpayerProfileSchema } from "../profiles";
import { expertCardSchema, testimonialSchema } from "../public-site";
import { documentedAt } from "./schemas-documented-at";

export const expertCardListSchema = z.array(expertCardSchema);
export const testimonialListSchema = z.array(testimonialSchema);
export const updateAccountantProfileFieldsSchema = updateAccountantProfileSchema(documentedAt);
export const updateTaxpayerProfileFieldsSchema = updateTaxpayerProfileSchema(documentedAt);
