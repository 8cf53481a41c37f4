/**
 * Filings, the IRS's acknowledgments and the return's outcome.
 * Here: the lists and shapes the endpoint table points at that no area module declares.
 */
import { z } from "zod";
import { uncorrectedRejectionSchema } from "../filing";

export const uncorrectedRejectionListSchema = z.array(uncorrectedRejectionSchema);
