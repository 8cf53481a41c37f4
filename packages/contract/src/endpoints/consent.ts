import type { EndpointGroup } from "./define";

/** The taxpayer's §7216 consent to show a job's answers and files to its professional. */
export const taxpayerConsentEndpoints = {
  getDisclosureConsent: {
    method: "GET",
    path: "/Taxpayer/GetDisclosureConsent",
    module: "consent",
    summary: "The consent's current words and whether the taxpayer gave it for this job",
    query: "disclosureConsentQuerySchema",
    response: "disclosureConsentSchema",
  },
  giveDisclosureConsent: {
    method: "POST",
    path: "/Taxpayer/GiveDisclosureConsent",
    module: "consent",
    summary: "Records the taxpayer's consent to the version they read, with the time and address",
    body: "giveDisclosureConsentRequestSchema",
    response: "disclosureConsentSchema",
  },
  withdrawDisclosureConsent: {
    method: "POST",
    path: "/Taxpayer/WithdrawDisclosureConsent",
    module: "consent",
    summary: "Withdraws the consent: the professional's later reads are refused",
    body: "withdrawDisclosureConsentRequestSchema",
    response: "disclosureConsentSchema",
  },
} as const satisfies EndpointGroup;
