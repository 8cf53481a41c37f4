export { type OrganizerJobFile, organizerFilesService } from "./organizer-files.service";
export { organizerRemindersService } from "./organizer-reminders.service";
