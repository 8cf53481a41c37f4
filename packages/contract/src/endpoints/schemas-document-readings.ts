import { z } from "zod";
import {
  correctDocumentKindSchema,
  decideReadValueSchema,
  documentReadingSchema,
  documentReadingsQuerySchema,
} from "../document-readings";

/** Documents that read themselves: the readings of a job, kind corrections, decisions on read values. */
export const documentReadingSchemas = {
  documentReadingSchema,
  documentReadingListSchema: z.array(documentReadingSchema),
  documentReadingsQuerySchema,
  correctDocumentKindSchema,
  decideReadValueSchema,
};
