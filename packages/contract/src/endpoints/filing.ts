import { RoleId } from "../codes-profile";
import {
  jobFilingsSchema,
  markRefundIssuedRequestSchema,
  recordFilingAcknowledgmentRequestSchema,
  recordFilingRequestSchema,
  recordReturnOutcomeRequestSchema,
} from "../filing";
import { quoteIdQuerySchema } from "../marketplace";
import type { EndpointGroup } from "./define";
import { uncorrectedRejectionListSchema } from "./schemas-filing";

/** The professional records the filings of a job's return, the IRS's answers and the outcome (module filing). */
export const accountantFilingEndpoints = {
  recordFiling: {
    method: "POST",
    path: "/Accountant/RecordFiling",
    module: "filing",
    access: { roles: [RoleId.expert], practice: "jobs" },
    summary: "Record a filing of the job's return (federal or a state, e-file or paper, original or amended)",
    body: recordFilingRequestSchema,
    response: jobFilingsSchema,
  },
  recordFilingAcknowledgment: {
    method: "POST",
    path: "/Accountant/RecordFilingAcknowledgment",
    module: "filing",
    access: { roles: [RoleId.expert], practice: "jobs" },
    summary: "Record the IRS's (or the state's) acceptance or rejection of a filing",
    body: recordFilingAcknowledgmentRequestSchema,
    response: jobFilingsSchema,
  },
  recordReturnOutcome: {
    method: "POST",
    path: "/Accountant/RecordReturnOutcome",
    module: "filing",
    access: { roles: [RoleId.expert], practice: "jobs" },
    summary: "Record the accepted return's refund or amount due",
    body: recordReturnOutcomeRequestSchema,
    response: jobFilingsSchema,
  },
  markRefundIssued: {
    method: "POST",
    path: "/Accountant/MarkRefundIssued",
    module: "filing",
    access: { roles: [RoleId.expert], practice: "jobs" },
    summary: "Mark the return's refund issued",
    body: markRefundIssuedRequestSchema,
    response: jobFilingsSchema,
  },
} as const satisfies EndpointGroup;

/** The taxpayer marks their refund arrived. */
export const taxpayerFilingEndpoints = {
  markRefundIssued: {
    method: "POST",
    path: "/Taxpayer/MarkRefundIssued",
    module: "filing",
    access: { roles: [RoleId.taxpayer] },
    summary: "Mark the return's refund issued (received)",
    body: markRefundIssuedRequestSchema,
    response: jobFilingsSchema,
  },
} as const satisfies EndpointGroup;

/** Both sides of a job read its filings. */
export const jobFilingEndpoints = {
  getFilings: {
    method: "GET",
    path: "/TaxPreparation/GetFilings",
    module: "filing",
    access: { signedIn: true, practice: "jobs" },
    summary: "The job's filings with the IRS's answers and the return's outcome",
    query: quoteIdQuerySchema,
    response: jobFilingsSchema,
  },
} as const satisfies EndpointGroup;

/** The operator console's list of rejections left uncorrected. */
export const adminFilingEndpoints = {
  getUncorrectedRejections: {
    method: "GET",
    path: "/Admin/GetUncorrectedRejections",
    module: "filing",
    access: { roles: [RoleId.admin] },
    summary: "Rejected filings not corrected within 24 hours of the rejection being recorded",
    response: uncorrectedRejectionListSchema,
  },
} as const satisfies EndpointGroup;
