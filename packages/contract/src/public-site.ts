/** Requests and responses of the public site's calls. */
import { z } from "zod";
import { blogTypeEnumSchema, roleIdSchema, taxPreparerTypeIdSchema } from "./codes";
import { DEFAULT_BLOG_COUNT } from "./constants";
import { languageSchema } from "./language";
import { fromNumericText } from "./numeric-text";
import { invalidPhoneText, publicFormLimits as limits, PHONE_PATTERN, tooLongText } from "./public-fields";
import { isUsStateCode, usStateCodeOf } from "./us-states";
import { emailSchema, requiredStringSchema } from "./validation";
import { validationTexts as texts } from "./validation-texts";

const idSchema = z.int32().positive();
const isoDateTime = z.string();

/** The most posts one GET /Blog/GetAll returns. */
export const MAX_BLOG_COUNT = 100;

export const blogPostSchema = z.object({
  id: idSchema,
  title: z.string(),
  shortDescription: z.string(),
  /** The article as Markdown. */
  content: z.string(),
  tip: z.string(),
  tags: z.array(z.string()),
  /** A small JPEG thumbnail, base64. */
  image: z.string(),
  /** The full-size image (1200 × 630, also the post's social card). */
  imageUrl: z.string(),
  createdDate: isoDateTime,
  typeEnum: blogTypeEnumSchema,
  readingMinutes: z.int32().positive(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** One post as GET /Blog/Get returns it: also its article as sanitized HTML. */
export const blogPostDetailSchema = blogPostSchema.extend({ contentHtml: z.string() });
export type BlogPostDetail = z.infer<typeof blogPostDetailSchema>;

export const blogListQuerySchema = z.object({
  count: fromNumericText(
    z
      .int({ error: texts.naturalNumber })
      .min(1, { error: texts.naturalNumber })
      .max(MAX_BLOG_COUNT, { error: `At most ${MAX_BLOG_COUNT} posts can be listed at once.` }),
  ).default(DEFAULT_BLOG_COUNT),
  /** 1 posts for taxpayers, 2 for accountants (each with the posts for both); 3 or none: every post. */
  typeEnum: fromNumericText(blogTypeEnumSchema).optional(),
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

export const blogIdQuerySchema = z.object({
  id: fromNumericText(z.int32({ error: texts.invalidInput }).positive({ error: texts.invalidInput })),
});

export const faqEntrySchema = z.object({
  id: idSchema,
  category: z.string(),
  question: z.string(),
  /** Markdown; plain paragraphs separated by blank lines are Markdown too. */
  answer: z.string(),
  /** Added: the answer rendered as sanitized HTML, as the blog's articles are. */
  answerHtml: z.string().optional(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const chatbotQuestionSchema = z.object({
  question: requiredStringSchema.pipe(
    z
      .string()
      .max(limits.chatQuestion, { error: `Please keep questions under ${limits.chatQuestion} characters.` }),
  ),
});
export type ChatbotQuestion = z.infer<typeof chatbotQuestionSchema>;

export const chatbotSourceSchema = z.object({
  kind: z.enum(["faq", "blog"]),
  id: idSchema,
  title: z.string(),
  excerpt: z.string(),
  /** The page that answers in full: `/faq#faq-<id>` or `/blogs/<id>`. */
  url: z.string(),
});
export type ChatbotSource = z.infer<typeof chatbotSourceSchema>;

export const chatbotAnswerSchema = z.object({
  /** False when nothing in the FAQ or blog answers the question; the client then offers the contact form. */
  known: z.boolean(),
  /** What the assistant says, in plain text. */
  reply: z.string(),
  /** Best answers first; empty when not known. */
  sources: z.array(chatbotSourceSchema),
  /** True when the question held something shaped like an SSN; it was neither searched for nor kept. */
  sensitiveNumberRemoved: z.boolean(),
});
export type ChatbotAnswer = z.infer<typeof chatbotAnswerSchema>;

const boundedText = (max: number, label: string) =>
  requiredStringSchema.pipe(z.string().max(max, { error: tooLongText(label, max) }));
const optionalText = (max: number, label: string) =>
  z
    .string({ error: texts.invalidInput })
    .trim()
    .max(max, { error: tooLongText(label, max) })
    .optional()
    .transform((value) => (value === "" ? undefined : value));

const contactEmail = emailSchema.pipe(z.string().max(limits.email, { error: texts.invalidEmail }));
const optionalPhone = z
  .string({ error: texts.invalidInput })
  .trim()
  .max(limits.phone, { error: invalidPhoneText })
  .refine((value) => value === "" || PHONE_PATTERN.test(value), {
    error: invalidPhoneText,
  })
  .optional()
  .transform((value) => (value === "" ? undefined : value));

/** Spam guard: a field people never see and bots fill in. */
const honeypot = z.string().max(500).optional();

export const contactUsMessageRequestSchema = z.object({
  fullName: boundedText(limits.fullName, "Full name"),
  organizationName: optionalText(limits.organizationName, "Organization"),
  email: contactEmail,
  phone: optionalPhone,
  message: boundedText(limits.message, "Message"),
  website: honeypot,
});
export type ContactUsMessageRequest = z.input<typeof contactUsMessageRequestSchema>;

export const demoRequestSchema = z.object({
  fullName: boundedText(limits.fullName, "Full name"),
  organizationName: optionalText(limits.organizationName, "Firm name"),
  email: contactEmail,
  phone: optionalPhone,
  message: optionalText(limits.message, "Message"),
  website: honeypot,
});
export type DemoRequest = z.input<typeof demoRequestSchema>;

export const messageReceivedSchema = z.object({ message: z.string() });
export type MessageReceived = z.infer<typeof messageReceivedSchema>;

export const newsletterEmailQuerySchema = z.object({ email: contactEmail });
export const newsletterTokenSchema = z.object({
  token: z.string({ error: texts.invalidInput }).trim().min(1, { error: texts.invalidInput }).max(200),
});
export const newsletterSubscriptionSchema = z.object({
  /** The address, partly masked (`j***@example.com`). */
  email: z.string(),
  subscribed: z.boolean(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

export const billingIntervalSchema = z.enum(["month", "year"], { error: texts.invalidInput });
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

export const planSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  monthlyPrice: z.number(),
  yearlyPrice: z.number(),
  features: z.array(z.string()),
  trialDays: z.int(),
  /** Who the plan is for: 1 taxpayers, 2 tax professionals. */
  roleId: roleIdSchema,
  /** The plan's lasting name, whatever it is called on sale: `expert-basic`, `expert-standard`. */
  code: z.string().optional(),
  /**
   * A plan that sells seats: the members a practice gets included, and what each further member
   * costs a month and a year (cents). Absent on a plan that sells none.
   */
  seats: z.object({ included: z.int(), monthlyPriceCents: z.int(), yearlyPriceCents: z.int() }).optional(),
});
export type Plan = z.infer<typeof planSchema>;

/** The plans a link of the form `/subscribe/<plan>/<interval>` names, by their code. */
export const subscribePlanCodes = { basic: "expert-basic", standard: "expert-standard" } as const;

/** A US state by postal code or name; what comes out is the code. */
export const stateCodeSchema = z
  .string({ error: texts.invalidInput })
  .transform(usStateCodeOf)
  .refine(isUsStateCode, { error: "Please choose a US state." });

export const expertsNearYouQuerySchema = z.object({
  state: stateCodeSchema.optional(),
  count: fromNumericText(
    z
      .int({ error: texts.naturalNumber })
      .min(1, { error: texts.naturalNumber })
      .max(24, { error: texts.invalidInput }),
  ).default(6),
});
export type ExpertsNearYouQuery = z.input<typeof expertsNearYouQuerySchema>;

export const expertCardSchema = z.object({
  id: idSchema,
  /** First name and last initial, as the public sees them. */
  displayName: z.string(),
  taxPreparerTypeId: taxPreparerTypeIdSchema,
  city: z.string(),
  state: z.string(),
  yearsOfExperience: z.int(),
  /** Average stars, 1-5 with one decimal; null before the first review. */
  rateByStars: z.number().nullable(),
  reviewsCount: z.int(),
  credentialsVerified: z.boolean(),
  avatar: z.string().nullable(),
  /** Added: the languages the professional serves clients in ("en", "es"). */
  languages: z.array(languageSchema).optional(),
});
export type ExpertCard = z.infer<typeof expertCardSchema>;

export const testimonialsQuerySchema = z.object({
  count: fromNumericText(
    z
      .int({ error: texts.naturalNumber })
      .min(1, { error: texts.naturalNumber })
      .max(12, { error: texts.invalidInput }),
  ).default(3),
});

export const testimonialSchema = z.object({
  id: idSchema,
  rating: z.int().min(1).max(5),
  comment: z.string(),
  authorName: z.string(),
  /** The professional the review is about. */
  expertDisplayName: z.string(),
  createdDate: isoDateTime,
});
export type Testimonial = z.infer<typeof testimonialSchema>;
