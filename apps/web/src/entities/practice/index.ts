// The signed-in professional's practice, as every page that adapts to it reads it.

export { AssigneePicker, type AssignMutation, useAssignableMembers, WorkAssignment } from "./AssigneePicker";
export { practiceKey, practiceQuery } from "./practice-query";
export { usePracticeSeat } from "./practice-seat";
