export { documentRecordsService } from "./document-records.service";
export { documentRemindersService } from "./document-reminders.service";
