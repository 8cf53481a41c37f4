import { z } from "zod";
import {
  changeIntervalRequestSchema,
  checkoutUrlSchema,
  createCheckoutSessionRequestSchema,
  mySubscriptionSchema,
  payTestCheckoutRequestSchema,
  testCheckoutQuerySchema,
  testCheckoutSchema,
  unsubscribeQuerySchema,
} from "../billing";
import {
  blogIdQuerySchema,
  blogListQuerySchema,
  blogPostDetailSchema,
  blogPostSchema,
  chatbotAnswerSchema,
  chatbotQuestionSchema,
  contactUsMessageRequestSchema,
  demoRequestSchema,
  faqEntrySchema,
  messageReceivedSchema,
  newsletterEmailQuerySchema,
  newsletterSubscriptionSchema,
  newsletterTokenSchema,
  planSchema,
} from "../public-site";

/** The public site: content, contact, newsletter and plans with their checkout. */
export const publicSiteSchemas = {
  // Content, contact, newsletter, plans
  blogListQuerySchema,
  blogPostListSchema: z.array(blogPostSchema),
  blogIdQuerySchema,
  blogPostDetailSchema,
  blogImageParamsSchema: z.object({
    file: z.string().regex(/^\d{1,9}\.jpg$/, { error: "Unknown image." }),
  }),
  faqListSchema: z.array(faqEntrySchema),
  chatbotQuestionSchema,
  chatbotAnswerSchema,
  contactUsMessageRequestSchema,
  demoRequestSchema,
  messageReceivedSchema,
  newsletterEmailQuerySchema,
  newsletterTokenSchema,
  newsletterSubscriptionSchema,
  planListSchema: z.array(planSchema),
  createCheckoutSessionRequestSchema,
  checkoutUrlSchema,
  unsubscribeQuerySchema,
  changeIntervalRequestSchema,
  mySubscriptionSchema,
  testCheckoutQuerySchema,
  testCheckoutSchema,
  payTestCheckoutRequestSchema,
};
