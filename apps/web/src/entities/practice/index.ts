// The signed-in professional's practice, as every page that adapts to it reads it.
export { practiceKey, practiceQuery } from "./practice-query";
export { usePracticeSeat } from "./practice-seat";
export { type AssignMutation, AssigneePicker, useAssignableMembers, WorkAssignment } from "./AssigneePicker";
