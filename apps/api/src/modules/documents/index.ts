// What other modules may use of documents: the rest of this folder is its own. The composition makes
// the module with module.ts.

export { type DocumentReader, localReader } from "./document-reader.port";
export { createReadingJob, type ReadingJob, readingLimits } from "./document-reading-job";
export { documentRecordsService } from "./document-records.service";
export { documentRemindersService } from "./document-reminders.service";
export { documentsToDoSource } from "./todo-items";
