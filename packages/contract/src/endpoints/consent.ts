import { RoleId } from "../codes-profile";
import {
  closeSupportCaseRequestSchema,
  disclosureConsentQuerySchema,
  disclosureConsentSchema,
  giveDisclosureConsentRequestSchema,
  openSupportCaseRequestSchema,
  supportCaseQuerySchema,
  supportCaseStatusSchema,
  withdrawDisclosureConsentRequestSchema,
} from "../consent";
import type { EndpointGroup } from "./define";

/** The taxpayer's §7216 consent to show a job's answers and files to its professional. */
export const taxpayerConsentEndpoints = {
  getDisclosureConsent: {
    method: "GET",
    path: "/Taxpayer/GetDisclosureConsent",
    module: "consent",
    access: { roles: [RoleId.taxpayer] },
    summary: "The consent's current words and whether the taxpayer gave it for this job",
    query: disclosureConsentQuerySchema,
    response: disclosureConsentSchema,
  },
  giveDisclosureConsent: {
    method: "POST",
    path: "/Taxpayer/GiveDisclosureConsent",
    module: "consent",
    access: { roles: [RoleId.taxpayer] },
    summary: "Records the taxpayer's consent to the version they read, with the time and address",
    body: giveDisclosureConsentRequestSchema,
    response: disclosureConsentSchema,
  },
  withdrawDisclosureConsent: {
    method: "POST",
    path: "/Taxpayer/WithdrawDisclosureConsent",
    module: "consent",
    access: { roles: [RoleId.taxpayer] },
    summary: "Withdraws the consent: the professional's later reads are refused",
    body: withdrawDisclosureConsentRequestSchema,
    response: disclosureConsentSchema,
  },
} as const satisfies EndpointGroup;

/** The taxpayer's support cases: a limited-time grant to our operators to read one job's organizer. */
export const taxpayerSupportCaseEndpoints = {
  getSupportCase: {
    method: "GET",
    path: "/Taxpayer/GetSupportCase",
    module: "consent",
    access: { roles: [RoleId.taxpayer] },
    summary: "The job's open support case, if any",
    query: supportCaseQuerySchema,
    response: supportCaseStatusSchema,
  },
  openSupportCase: {
    method: "POST",
    path: "/Taxpayer/OpenSupportCase",
    module: "consent",
    access: { roles: [RoleId.taxpayer] },
    summary:
      "Opens a support case: our operators may read the job's organizer answers and files for 72 hours",
    body: openSupportCaseRequestSchema,
    response: supportCaseStatusSchema,
  },
  closeSupportCase: {
    method: "POST",
    path: "/Taxpayer/CloseSupportCase",
    module: "consent",
    access: { roles: [RoleId.taxpayer] },
    summary: "Closes the job's support case early: the operators' access ends at once",
    body: closeSupportCaseRequestSchema,
    response: supportCaseStatusSchema,
  },
} as const satisfies EndpointGroup;
