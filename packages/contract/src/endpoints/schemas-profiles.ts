import { z } from "zod";
import {
  accountantProfileDetailsSchema,
  accountantProfileQuerySchema,
  expertDirectoryPageSchema,
  expertDirectoryQuerySchema,
  updateAccountantProfileSchema,
  updateTaxpayerProfileSchema,
} from "../profiles";
import {
  expertCardSchema,
  expertsNearYouQuerySchema,
  testimonialSchema,
  testimonialsQuerySchema,
} from "../public-site";
import { documentedAt } from "./schemas-documented-at";

/** Professionals' and taxpayers' profiles and the directory. */
export const profileSchemas = {
  // Profiles and the directory
  expertsNearYouQuerySchema,
  expertCardListSchema: z.array(expertCardSchema),
  expertDirectoryQuerySchema,
  expertDirectoryPageSchema,
  testimonialsQuerySchema,
  testimonialListSchema: z.array(testimonialSchema),
  accountantProfileQuerySchema,
  accountantProfileDetailsSchema,
  updateAccountantProfileFieldsSchema: updateAccountantProfileSchema(documentedAt),
  updateTaxpayerProfileFieldsSchema: updateTaxpayerProfileSchema(documentedAt),
};
