import {
  assignJobsAnswerSchema,
  assignJobsSchema,
  assignRequestsSchema,
  leavePracticeSchema,
  removeMemberSchema,
} from "../practice-assignment";
import {
  changeMemberRoleSchema,
  invitationIdRequestSchema,
  invitationTokenSchema,
  invitationViewSchema,
  inviteMemberSchema,
  practiceAnswerSchema,
  practiceDetailsSchema,
  practiceLogQuerySchema,
  practiceLogSchema,
  practiceMemberRequestSchema,
} from "../practices";

/** Practices: their details, members and roles, and the invitations to join one. */
export const practiceSchemas = {
  practiceDetailsSchema,
  practiceAnswerSchema,
  inviteMemberSchema,
  invitationIdRequestSchema,
  invitationTokenSchema,
  invitationViewSchema,
  changeMemberRoleSchema,
  practiceMemberRequestSchema,
  practiceLogQuerySchema,
  practiceLogSchema,
  assignJobsSchema,
  assignJobsAnswerSchema,
  assignRequestsSchema,
  removeMemberSchema,
  leavePracticeSchema,
};
