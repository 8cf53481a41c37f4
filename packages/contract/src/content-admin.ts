/**
 * The operator console's editing of the public content: blog posts and FAQ entries, written in
 * Markdown, previewed with the renderer the public pages use, published or unpublished.
 */
import { z } from "zod";
import { blogTypeEnumSchema } from "./codes";
import { idFieldSchema } from "./id-field";
import { validationTexts as texts } from "./validation-texts";

export const MAX_POST_MARKDOWN = 100_000;

const requiredText = (max: number) =>
  z
    .string({ error: texts.required })
    .trim()
    .min(1, { error: texts.required })
    .max(max, { error: texts.invalidInput });

export const adminBlogPostSchema = z.object({
  id: z.int(),
  title: z.string(),
  shortDescription: z.string(),
  /** Markdown. */
  content: z.string(),
  tip: z.string(),
  tags: z.array(z.string()),
  typeEnum: z.int(),
  published: z.boolean(),
  publishedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

/** A new post without `id`, an edit with it. */
export const saveBlogPostRequestSchema = z.object({
  id: idFieldSchema.optional(),
  title: requiredText(200),
  shortDescription: requiredText(500),
  content: requiredText(MAX_POST_MARKDOWN),
  tip: z.string().trim().max(500, { error: texts.invalidInput }).default(""),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  typeEnum: blogTypeEnumSchema,
});
export type SaveBlogPostRequest = z.input<typeof saveBlogPostRequestSchema>;

export const adminFaqEntrySchema = z.object({
  id: z.int(),
  position: z.int(),
  category: z.string(),
  question: z.string(),
  /** Markdown. */
  answer: z.string(),
  published: z.boolean(),
});
export type AdminFaqEntry = z.infer<typeof adminFaqEntrySchema>;

export const saveFaqEntryRequestSchema = z.object({
  id: idFieldSchema.optional(),
  category: requiredText(100),
  question: requiredText(300),
  answer: requiredText(10_000),
});
export type SaveFaqEntryRequest = z.input<typeof saveFaqEntryRequestSchema>;

export const setPublishedRequestSchema = z.object({ id: idFieldSchema, published: z.boolean() });

export const markdownPreviewRequestSchema = z.object({
  markdown: z.string().max(MAX_POST_MARKDOWN, { error: texts.invalidInput }),
});
export const markdownPreviewSchema = z.object({ html: z.string() });
