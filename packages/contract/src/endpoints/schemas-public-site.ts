/**
 * The public site: content, contact, newsletter and plans with their checkout.
 * Here: the lists and shapes the endpoint table points at that no area module declares.
 */
import { z } from "zod";
import { blogPostSchema, faqEntrySchema, planSchema } from "../public-site";

export const blogPostListSchema = z.array(blogPostSchema);
export const blogImageParamsSchema = z.object({
  file: z.string().regex(/^\d{1,9}\.jpg$/, { error: "Unknown image." }),
});
export const faqListSchema = z.array(faqEntrySchema);
export const planListSchema = z.array(planSchema);
