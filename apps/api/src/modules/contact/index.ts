export { inboxRecords } from "./inbox-records.service";
