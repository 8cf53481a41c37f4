import { z } from "zod";
import {
  adminAccountActionRequestSchema,
  adminAccountSchema,
  adminAccountSearchQuerySchema,
  adminInboxQuerySchema,
  auditEntrySchema,
  auditSearchQuerySchema,
  inboxMessageSchema,
  pendingProfessionalSchema,
  refuseProfessionalRequestSchema,
} from "../admin";
import { adminPlanSchema, savePlanRequestSchema } from "../billing";
import {
  adminSupportCaseQuerySchema,
  adminSupportCaseSchema,
  closeSupportCaseRequestSchema,
  disclosureConsentQuerySchema,
  disclosureConsentSchema,
  giveDisclosureConsentRequestSchema,
  openSupportCaseRequestSchema,
  supportCaseQuerySchema,
  supportCaseStatusSchema,
  withdrawDisclosureConsentRequestSchema,
} from "../consent";
import {
  adminBlogPostSchema,
  adminFaqEntrySchema,
  markdownPreviewRequestSchema,
  markdownPreviewSchema,
  saveBlogPostRequestSchema,
  saveFaqEntryRequestSchema,
  setPublishedRequestSchema,
} from "../content-admin";

/** The operator console, the disclosure consent and support cases. */
export const operatorSchemas = {
  // The operator console
  pendingProfessionalListSchema: z.array(pendingProfessionalSchema),
  adminAccountActionRequestSchema,
  refuseProfessionalRequestSchema,
  adminAccountSearchQuerySchema,
  adminAccountListSchema: z.array(adminAccountSchema),
  adminInboxQuerySchema,
  inboxMessageListSchema: z.array(inboxMessageSchema),
  auditSearchQuerySchema,
  auditEntryListSchema: z.array(auditEntrySchema),

  // The §7216 disclosure consent
  disclosureConsentQuerySchema,
  giveDisclosureConsentRequestSchema,
  withdrawDisclosureConsentRequestSchema,
  disclosureConsentSchema,

  // Support cases: the taxpayer's limited-time grant to operators
  supportCaseQuerySchema,
  openSupportCaseRequestSchema,
  closeSupportCaseRequestSchema,
  supportCaseStatusSchema,
  adminSupportCaseListSchema: z.array(adminSupportCaseSchema),
  adminSupportCaseQuerySchema,

  // The operator console's content editing
  adminBlogPostSchema,
  adminBlogPostListSchema: z.array(adminBlogPostSchema),
  saveBlogPostRequestSchema,
  adminFaqEntrySchema,
  adminFaqEntryListSchema: z.array(adminFaqEntrySchema),
  saveFaqEntryRequestSchema,
  setPublishedRequestSchema,
  markdownPreviewRequestSchema,
  markdownPreviewSchema,

  // The operator console's plans and prices
  adminPlanSchema,
  adminPlanListSchema: z.array(adminPlanSchema),
  savePlanRequestSchema,
};
