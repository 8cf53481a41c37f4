// What other modules may use of documents: the rest of this folder is its own. The composition makes
// the module with module.ts.

export { type DocumentReader, localReader } from "./document-reader.port";
export { createReadingJob, type ReadingJob, readingLimits } from "./document-reading-job";
export { documentRecords } from "./document-records";
export { documentReminderRecords } from "./document-reminder-records";
export { documentsToDoSource } from "./todo-items";
