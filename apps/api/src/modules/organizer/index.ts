// What other modules may use of organizer: the rest of this folder is its own. The composition makes
// the module with module.ts.
export { type OrganizerJobFile, organizerFilesService } from "./organizer-files.service";
export { organizerRemindersService } from "./organizer-reminders.service";
export { maskText as maskSensitiveAnswer } from "./organizer-sensitive";
export { type ConfirmedReadValue, readValueAnswers } from "./read-value-answers";
export { organizerToDoSource } from "./todo-items";
