/**
 * A job's documents: lists, requests, uploads, reviews and downloads.
 * Here: the lists and shapes the endpoint table points at that no area module declares.
 */
import { z } from "zod";
import { jobDocumentSchema } from "../documents";

export const jobDocumentListSchema = z.array(jobDocumentSchema);
