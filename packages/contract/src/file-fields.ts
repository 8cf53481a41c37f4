/** Multipart file field names of the uploads, free of zod so the pages that upload need no schema. */

/** The file field of POST /Accountant/UploadTaxReturnFile, beside its `quoteId`. */
export const TAX_RETURN_FILE_FIELD = "taxReturn";

/** The file field of each question: `questionList[i].files`, repeated. */
export const ORGANIZER_FILES_FIELD = "files";

/** The file field of POST /Chat/SendMessage, repeated. */
export const CHAT_FILES_FIELD = "files";
