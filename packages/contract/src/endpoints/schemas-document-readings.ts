/**
 * Documents that read themselves: the readings of a job, kind corrections, decisions on read values.
 * Here: the lists and shapes the endpoint table points at that no area module declares.
 */
import { z } from "zod";
import { documentReadingSchema } from "../document-readings";

export const documentReadingListSchema = z.array(documentReadingSchema);
