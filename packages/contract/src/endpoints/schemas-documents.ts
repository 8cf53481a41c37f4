import { z } from "zod";
import {
  downloadFilesInPdfQuerySchema,
  jobDocumentSchema,
  jobDocumentsQuerySchema,
  requestDocumentSchema,
  reviewDocumentSchema,
  uploadDocumentFieldsSchema,
  uploadRequestedDocumentFieldsSchema,
} from "../documents";

/** A job's documents: lists, requests, uploads, reviews and downloads. */
export const documentSchemas = {
  // Documents
  jobDocumentSchema,
  jobDocumentListSchema: z.array(jobDocumentSchema),
  jobDocumentsQuerySchema,
  requestDocumentSchema,
  uploadRequestedDocumentFieldsSchema,
  uploadDocumentFieldsSchema,
  reviewDocumentSchema,
  downloadFilesInPdfQuerySchema,
};
