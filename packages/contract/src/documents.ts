/**
 * A tax preparation job's documents: the files the taxpayer gave in the
 * organizer and the documents the professional asked for, each with its status and its owner.
 */
import { z } from "zod";
import { codeSchema } from "./code-schema";
import { type CodeOf, defineCodes } from "./code-table";
import { readDocumentKinds } from "./document-readings";
import { UPLOAD_DOCUMENT_KIND_KEYS } from "./documents-texts";
import { booleanFieldSchema } from "./form-data-fields";
import { idFieldSchema } from "./id-field";
import { fileRefSchema } from "./profiles";
import { validationTexts as texts } from "./validation-texts";

const documentStatus = defineCodes({
  requested: [1, "Requested"],
  provided: [2, "Provided"],
  accepted: [3, "Accepted"],
  needsReplacement: [4, "Needs replacement"],
});
/** Where a document stands: asked for, given, accepted by the professional, or to be given again. */
export const DocumentStatusId = documentStatus.values;
export type DocumentStatusId = CodeOf<typeof DocumentStatusId>;
export const documentStatusLabels = documentStatus.labels;
export const documentStatusIdSchema = /* @__PURE__ */ codeSchema(DocumentStatusId);

/** The longest title and note of a requested document. */
export const MAX_DOCUMENT_TITLE = 200;
export const MAX_DOCUMENT_NOTE = 2000;
/** The most documents one bundle names. */
export const MAX_BUNDLE_DOCUMENTS = 200;

/**
 * A document's id in the list and in `documentIds`: `o<fileId>` for a file given in the organizer,
 * `r<requestId>` for a document the professional requested.
 */
export const documentIdSchema = z.string().regex(/^[or][1-9]\d{0,9}$/, { error: texts.invalidInput });

export const jobDocumentSchema = z.object({
  id: z.string(),
  quoteId: z.int(),
  /** Where it came from: the organizer, a professional's request, or the taxpayer's own upload. */
  source: z.enum(["organizer", "request", "upload"]),
  /** Its name in people's words: its kind's, a request's title, or else the file's name. */
  title: z.string(),
  /** The kind the taxpayer chose for an upload of their own (`uploadDocumentKinds`); null otherwise. */
  kind: z.string().nullable(),
  /** The organizer question the file answers; null for a request. */
  question: z.string().nullable(),
  /** The kind a professional's request asks for (`uploadDocumentKinds`), when they named one. */
  requestedKind: z.string().nullable(),
  /**
   * Beside a request still waiting for its file: a document of the job read (or corrected) as the kind
   * it asks for, and its file's name. Only a mark: the request's status is its own upload's.
   */
  arrived: z.object({ kind: z.enum(readDocumentKinds), fileId: z.int(), fileName: z.string() }).nullable(),
  owner: z.enum(["taxpayer", "spouse"]),
  forSpouse: z.boolean(),
  statusId: documentStatusIdSchema,
  /** The professional's note with the request; null for an organizer file. */
  note: z.string().nullable(),
  /** The professional's note when asking for a replacement. */
  reviewNote: z.string().nullable(),
  dateRequested: z.string().nullable(),
  dateProvided: z.string().nullable(),
  fileId: z.int().nullable(),
  file: fileRefSchema.nullable(),
});
export type JobDocument = z.infer<typeof jobDocumentSchema>;

export const jobDocumentsQuerySchema = z.object({ quoteId: idFieldSchema });

const noteSchema = z.string().trim().max(MAX_DOCUMENT_NOTE, { error: texts.invalidInput });

/** The professional asks the taxpayer (or for the spouse) for a document. */
export const requestDocumentSchema = z.object({
  quoteId: idFieldSchema,
  title: z
    .string()
    .trim()
    .min(1, { error: texts.required })
    .max(MAX_DOCUMENT_TITLE, { error: texts.invalidInput }),
  note: noteSchema.optional(),
  forSpouse: z.boolean().optional().default(false),
  /** The kind of document asked for, if it is one of the kinds people pick: its arrival is marked. */
  kind: z.enum(UPLOAD_DOCUMENT_KIND_KEYS, { error: texts.invalidInput }).optional(),
});

/** The text fields of the taxpayer's upload for a request; the file comes as `file`. */
export const uploadRequestedDocumentFieldsSchema = z.object({
  quoteId: idFieldSchema,
  documentId: documentIdSchema,
  forSpouse: booleanFieldSchema.optional(),
});
export const REQUESTED_DOCUMENT_FILE_FIELD = "file";

/** The text fields of a document the taxpayer gives unasked, of a kind they pick; the file comes as `file`. */
export const uploadDocumentFieldsSchema = z.object({
  quoteId: idFieldSchema,
  kind: z.enum(UPLOAD_DOCUMENT_KIND_KEYS, { error: "Please choose what kind of document this is." }),
  forSpouse: booleanFieldSchema.optional(),
});

/** The professional accepts a provided document or asks for it again with a note. */
export const reviewDocumentSchema = z
  .object({
    quoteId: idFieldSchema,
    documentId: documentIdSchema,
    statusId: z.literal([DocumentStatusId.accepted, DocumentStatusId.needsReplacement], {
      error: texts.invalidInput,
    }),
    note: noteSchema.optional(),
  })
  .refine((review) => review.statusId !== DocumentStatusId.needsReplacement || Boolean(review.note), {
    path: ["note"],
    error: "Please say what is wrong with the document.",
  });

/** `documentIds` comma-joined; none means every provided document of the job. */
export const downloadFilesInPdfQuerySchema = z.object({
  quoteId: idFieldSchema,
  documentIds: z
    .string()
    .max(MAX_BUNDLE_DOCUMENTS * 12)
    .optional()
    .transform((text, context) => {
      const ids = (text ?? "")
        .split(",")
        .map((id) => id.trim())
        .filter((id) => id !== "");
      for (const id of ids) {
        if (!documentIdSchema.safeParse(id).success) {
          context.addIssue({ code: "custom", message: texts.invalidInput });
          return z.NEVER;
        }
      }
      return [...new Set(ids)];
    }),
});
