import { RoleId } from "../codes-profile";
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
} from "../practices";
import type { EndpointGroup } from "./define";

/** A practice's calls for its professionals: each names the capability of the role table it needs. */
const member = { roles: [RoleId.expert], practice: "account" } as const;
const owner = { roles: [RoleId.expert], practice: "members" } as const;

/** Practices (module practices): making one, its members and roles, invitations to join. */
export const practiceEndpoints = {
  createPractice: {
    method: "POST",
    path: "/Practice/CreatePractice",
    module: "practices",
    access: member,
    summary:
      "A professional in no practice makes their account a practice and becomes its owner; their jobs stay theirs",
    body: practiceDetailsSchema,
    response: practiceAnswerSchema,
  },
  getPractice: {
    method: "GET",
    path: "/Practice/GetPractice",
    module: "practices",
    access: member,
    summary: "The caller's practice with its members (and for an owner its pending invitations), or null",
    response: practiceAnswerSchema,
  },
  updatePractice: {
    method: "POST",
    path: "/Practice/UpdatePractice",
    module: "practices",
    access: owner,
    summary: "An owner changes the practice's name, address and EFIN",
    body: practiceDetailsSchema,
    response: practiceAnswerSchema,
  },
  inviteMember: {
    method: "POST",
    path: "/Practice/InviteMember",
    module: "practices",
    access: owner,
    summary:
      "An owner invites a professional by e-mail with a role (a link valid 7 days); an open invitation to the same address is replaced",
    body: inviteMemberSchema,
    response: practiceAnswerSchema,
  },
  revokeInvitation: {
    method: "POST",
    path: "/Practice/RevokeInvitation",
    module: "practices",
    access: owner,
    summary: "An owner withdraws a pending invitation; its link stops working",
    body: invitationIdRequestSchema,
    response: practiceAnswerSchema,
  },
  getInvitation: {
    method: "GET",
    path: "/Practice/GetInvitation",
    module: "practices",
    access: "public",
    summary: "What an invitation's link shows: the practice, who invited, the role and the e-mail invited",
    query: invitationTokenSchema,
    response: invitationViewSchema,
  },
  acceptInvitation: {
    method: "POST",
    path: "/Practice/AcceptInvitation",
    module: "practices",
    access: member,
    summary:
      "The invited professional (signed in with the e-mail invited, in no practice) joins with the role",
    body: invitationTokenSchema,
    response: practiceAnswerSchema,
  },
  changeMemberRole: {
    method: "POST",
    path: "/Practice/ChangeMemberRole",
    module: "practices",
    access: owner,
    summary: "An owner changes a member's role and whether a preparer sees every job; one owner must stay",
    body: changeMemberRoleSchema,
    response: practiceAnswerSchema,
  },
  removeMember: {
    method: "POST",
    path: "/Practice/RemoveMember",
    module: "practices",
    access: owner,
    summary:
      "An owner removes a member, who loses the practice's access at once, their jobs handed to another member in the same step; one owner must stay",
    body: removeMemberSchema,
    response: practiceAnswerSchema,
  },
  leavePractice: {
    method: "POST",
    path: "/Practice/LeavePractice",
    module: "practices",
    access: member,
    summary:
      "A member leaves the practice (its last owner cannot), handing the jobs assigned to them to another member in the same step",
    body: leavePracticeSchema,
    response: practiceAnswerSchema,
  },
  assignJobs: {
    method: "POST",
    path: "/Practice/AssignJobs",
    module: "practices",
    access: owner,
    summary: "An owner assigns one or many of the practice's jobs to a member, with a note; all or none move",
    body: assignJobsSchema,
    response: assignJobsAnswerSchema,
  },
  assignRequests: {
    method: "POST",
    path: "/Practice/AssignRequests",
    module: "practices",
    access: owner,
    summary:
      "An owner assigns one or many requests routed to the practice (with the quotes sent on them) to a member, with a note; all or none move",
    body: assignRequestsSchema,
    response: assignJobsAnswerSchema,
  },
  getPracticeLog: {
    method: "GET",
    path: "/Practice/GetPracticeLog",
    module: "practices",
    access: owner,
    summary:
      "An owner reads what the practice's members (former ones too, while they were members) did, newest first, a page at a time",
    query: practiceLogQuerySchema,
    response: practiceLogSchema,
  },
} as const satisfies EndpointGroup;
