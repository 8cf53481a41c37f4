// What other modules may use of contact: the rest of this folder is its own. The composition makes
// the module with module.ts.
export { inboxRecords } from "./inbox-records";
