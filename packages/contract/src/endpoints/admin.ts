import type { EndpointGroup } from "./define";

/** The operator console (role 3 only; everyone else gets 403). */
export const adminEndpoints = {
  getPendingProfessionals: {
    method: "GET",
    path: "/Admin/PendingProfessionals",
    module: "admin",
    summary: "Professionals whose credentials wait for an operator's check, oldest first",
    response: "pendingProfessionalListSchema",
  },
  approveProfessional: {
    method: "POST",
    path: "/Admin/ApproveProfessional",
    module: "admin",
    summary: "Marks the professional's credentials verified; the directory and profile show the badge",
    body: "adminUserIdRequestSchema",
    response: "done",
  },
  refuseProfessional: {
    method: "POST",
    path: "/Admin/RefuseProfessional",
    module: "admin",
    summary: "Refuses the professional's credentials with a reason, sent to them by mail and in the app",
    body: "refuseProfessionalRequestSchema",
    response: "done",
  },
  searchAccounts: {
    method: "GET",
    path: "/Admin/Accounts",
    module: "admin",
    summary: "Accounts whose e-mail or name holds the text, newest first",
    query: "adminAccountSearchQuerySchema",
    response: "adminAccountListSchema",
  },
  suspendAccount: {
    method: "POST",
    path: "/Admin/SuspendAccount",
    module: "admin",
    summary: "Suspends an account: its sessions end at once and it cannot sign in until restored",
    body: "adminUserIdRequestSchema",
    response: "done",
  },
  restoreAccount: {
    method: "POST",
    path: "/Admin/RestoreAccount",
    module: "admin",
    summary: "Lifts a suspension; the person signs in again",
    body: "adminUserIdRequestSchema",
    response: "done",
  },
  getInbox: {
    method: "GET",
    path: "/Admin/Inbox",
    module: "admin",
    summary: "Contact and book-a-demo messages, newest first, a page at a time",
    query: "adminInboxQuerySchema",
    response: "inboxMessageListSchema",
  },
  getAuditLog: {
    method: "GET",
    path: "/Admin/AuditLog",
    module: "admin",
    summary: "Audit entries, newest first, by text, action or account, a page at a time",
    query: "auditSearchQuerySchema",
    response: "auditEntryListSchema",
  },
  getSupportCases: {
    method: "GET",
    path: "/Admin/SupportCases",
    module: "admin",
    summary: "Support cases whose grant is live, newest first",
    response: "adminSupportCaseListSchema",
  },
  getSupportCaseAnswers: {
    method: "GET",
    path: "/Admin/SupportCaseAnswers",
    module: "organizer",
    summary:
      "The organizer answers of a live support case's job, sensitive ones masked; 403 once the case ended",
    query: "adminSupportCaseQuerySchema",
    response: "organizerAnswerListSchema",
  },
} as const satisfies EndpointGroup;
