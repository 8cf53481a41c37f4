/**
 * The operator console, the disclosure consent and support cases.
 * Here: the lists and shapes the endpoint table points at that no area module declares.
 */
import { z } from "zod";
import {
  adminAccountSchema,
  auditEntrySchema,
  inboxMessageSchema,
  pendingProfessionalSchema,
} from "../admin";
import { adminPlanSchema } from "../billing";
import { adminSupportCaseSchema } from "../consent";
import { adminBlogPostSchema, adminFaqEntrySchema } from "../content-admin";

export const pendingProfessionalListSchema = z.array(pendingProfessionalSchema);
export const adminAccountListSchema = z.array(adminAccountSchema);
export const inboxMessageListSchema = z.array(inboxMessageSchema);
export const auditEntryListSchema = z.array(auditEntrySchema);
export const adminSupportCaseListSchema = z.array(adminSupportCaseSchema);
export const adminBlogPostListSchema = z.array(adminBlogPostSchema);
export const adminFaqEntryListSchema = z.array(adminFaqEntrySchema);
export const adminPlanListSchema = z.array(adminPlanSchema);
