import { z } from "zod";
import {
  jobFilingsSchema,
  markRefundIssuedRequestSchema,
  recordFilingAcknowledgmentRequestSchema,
  recordFilingRequestSchema,
  recordReturnOutcomeRequestSchema,
  uncorrectedRejectionSchema,
} from "../filing";

/** Filings, the IRS's acknowledgments and the return's outcome. */
export const filingSchemas = {
  recordFilingRequestSchema,
  recordFilingAcknowledgmentRequestSchema,
  recordReturnOutcomeRequestSchema,
  markRefundIssuedRequestSchema,
  jobFilingsSchema,
  uncorrectedRejectionListSchema: z.array(uncorrectedRejectionSchema),
};
