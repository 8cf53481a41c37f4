// What other modules may use of practices: the rest of this folder is its own. The composition makes
// the module with module.ts, and gives its seat lookup to the auth plugin for the route factory.

export { assigneesOf, practiceNamesOf } from "./assignees";
export { practiceRecords, type SeedPractice } from "./practice-records";
export type { MemberRow, SeatRow } from "./practices.repository";
export { practiceIdOfMember, practiceNameOf, practiceOwnerIds } from "./seats";
