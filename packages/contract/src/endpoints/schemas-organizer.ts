import { z } from "zod";
import {
  accountantOrganizerAnswersQuerySchema,
  addOrganizerAnswersFieldsSchema,
  completeOrganizerRequestSchema,
  deleteOrganizerFileRequestSchema,
  openOrganizerReviewRequestSchema,
  organizerAnswerSchema,
  organizerPrefillSchema,
  organizerRevealSchema,
  organizerReviewOpenedSchema,
  revealedOrganizerAnswerSchema,
  revealOrganizerAnswerRequestSchema,
  taxpayerOrganizerAnswersQuerySchema,
} from "../organizer";

/** The organizer's answers, reveals and review. */
export const organizerSchemas = {
  // Organizer
  addOrganizerAnswersFieldsSchema,
  organizerAnswerListSchema: z.array(organizerAnswerSchema),
  taxpayerOrganizerAnswersQuerySchema,
  accountantOrganizerAnswersQuerySchema,
  deleteOrganizerFileRequestSchema,
  revealOrganizerAnswerRequestSchema,
  revealedOrganizerAnswerSchema,
  organizerRevealListSchema: z.array(organizerRevealSchema),
  organizerPrefillSchema,
  openOrganizerReviewRequestSchema,
  organizerReviewOpenedSchema,
  completeOrganizerRequestSchema,
};
