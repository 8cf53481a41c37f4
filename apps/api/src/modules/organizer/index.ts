// What other modules may use of organizer: the rest of this folder is its own. The composition makes
// the module with module.ts.
export { type OrganizerJobFile, organizerFileRecords } from "./organizer-file-records";
export { organizerReminderRecords } from "./organizer-reminder-records";
export { maskText as maskSensitiveAnswer } from "./organizer-sensitive";
export { type ConfirmedReadValue, readValueAnswers } from "./read-value-answers";
export { organizerToDoSource } from "./todo-items";
