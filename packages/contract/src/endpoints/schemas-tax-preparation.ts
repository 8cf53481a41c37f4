import { z } from "zod";
import { cancelJobRequestSchema, jobCancellationSchema } from "../job-cancellation";
import { moveJobRequestSchema, reviewDraftRequestSchema } from "../job-stages";
import { jobTimelineSchema } from "../job-timeline";
import {
  expertTaxPreparationSchema,
  taxPreparationDetailSchema,
  taxpayerTaxPreparationSchema,
  uploadTaxReturnFieldsSchema,
} from "../tax-preparation";

/** Tax preparation jobs and their returns. */
export const taxPreparationSchemas = {
  // Tax preparation
  taxpayerTaxPreparationListSchema: z.array(taxpayerTaxPreparationSchema),
  expertTaxPreparationListSchema: z.array(expertTaxPreparationSchema),
  taxPreparationDetailSchema,
  uploadTaxReturnFieldsSchema,
  cancelJobRequestSchema,
  jobCancellationSchema,
  moveJobRequestSchema,
  reviewDraftRequestSchema,
  jobTimelineSchema,
};
