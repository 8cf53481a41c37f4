/**
 * Documents that read themselves: each stored document of a job is read in the background for its
 * kind and the values of its boxes. The values are suggestions until the taxpayer confirms, edits or
 * rejects each one; only confirmed or edited values become organizer answers.
 */
import { z } from "zod";
import type { UploadDocumentKind } from "./documents-texts";
import { idFieldSchema } from "./id-field";
import { validationTexts as texts } from "./validation-texts";

/** The kinds a reading tells apart; the document reader names its kinds by this list. */
export const readDocumentKinds = [
  "w2",
  "1099-int",
  "1099-div",
  "1099-b",
  "1099-nec",
  "1099-misc",
  "1099-r",
  "1099-g",
  "1099-sa",
  "1099-k",
  "ssa-1099",
  "1098",
  "1098-t",
  "1098-e",
  "1095-a",
  "k1-1065",
  "k1-1120s",
  "k1-1041",
  "prior-return",
  "irs-notice",
  "other",
] as const;
export type ReadDocumentKind = (typeof readDocumentKinds)[number];
export const readDocumentKindSchema = z.enum(readDocumentKinds, { error: texts.invalidInput });

/**
 * The read kinds that fulfil a kind a person names (a request's, an upload's): a Schedule K-1 is any of
 * the three K-1s, a 1095 the marketplace's 1095-A. Kinds the reader does not tell apart (an ID, a
 * receipt, "other") match nothing, so no document is ever taken for one on a guess.
 */
export const readKindsOfUploadKind: Readonly<Record<UploadDocumentKind, readonly ReadDocumentKind[]>> = {
  w2: ["w2"],
  "1099-int": ["1099-int"],
  "1099-div": ["1099-div"],
  "1099-b": ["1099-b"],
  "1099-r": ["1099-r"],
  "1099-g": ["1099-g"],
  "1099-nec": ["1099-nec"],
  "1099-misc": ["1099-misc"],
  "1099-k": ["1099-k"],
  "ssa-1099": ["ssa-1099"],
  "schedule-k1": ["k1-1065", "k1-1120s", "k1-1041"],
  "1098": ["1098"],
  "1098-t": ["1098-t"],
  "1098-e": ["1098-e"],
  "1095": ["1095-a"],
  "prior-year-return": ["prior-return"],
  "drivers-license-front": [],
  "drivers-license-back": [],
  "other-id": [],
  receipt: [],
  "bank-statement": [],
  other: [],
};

export const documentReadingStatuses = ["pending", "read", "not-read"] as const;
export type DocumentReadingStatus = (typeof documentReadingStatuses)[number];

export const readValueStates = ["suggested", "confirmed", "edited", "rejected"] as const;
export type ReadValueState = (typeof readValueStates)[number];

const regionSchema = z.object({ left: z.number(), top: z.number(), right: z.number(), bottom: z.number() });

/** One value read from a box; a sensitive one (a taxpayer id, an account number) only ever masked. */
export const readValueSchema = z.object({
  id: z.int(),
  box: z.string(),
  value: z.string(),
  sensitive: z.boolean(),
  page: z.int(),
  region: regionSchema,
  /** 0–100. */
  confidence: z.number(),
  state: z.enum(readValueStates),
  decidedAt: z.string().nullable(),
});
export type ReadValue = z.infer<typeof readValueSchema>;

/** What reading one of the job's stored documents found, by its file. */
export const documentReadingSchema = z.object({
  fileId: z.int(),
  quoteId: z.int(),
  forSpouse: z.boolean(),
  status: z.enum(documentReadingStatuses),
  reason: z.string().nullable(),
  /** The kind as read, or as a person corrected it (which wins); null while pending or when not read. */
  kind: z.enum(readDocumentKinds).nullable(),
  /** 0–1; null once a person corrected the kind. */
  kindConfidence: z.number().nullable(),
  corrected: z.boolean(),
  values: z.array(readValueSchema),
});
export type DocumentReading = z.infer<typeof documentReadingSchema>;

export const documentReadingsQuerySchema = z.object({ quoteId: idFieldSchema });

/** Either person of the job says what kind of document a file is. */
export const correctDocumentKindSchema = z.object({
  quoteId: idFieldSchema,
  fileId: idFieldSchema,
  kind: readDocumentKindSchema,
});

/** The longest value the taxpayer may type when editing a read value. */
export const MAX_READ_VALUE = 200;

/** The taxpayer confirms a read value, edits it (with the value they read on the paper) or rejects it. */
export const decideReadValueSchema = z.object({
  quoteId: idFieldSchema,
  valueId: idFieldSchema,
  decision: z.enum(["confirm", "edit", "reject"], { error: texts.invalidInput }),
  value: z
    .string()
    .trim()
    .min(1, { error: texts.invalidInput })
    .max(MAX_READ_VALUE, { error: texts.invalidInput })
    .optional(),
});
