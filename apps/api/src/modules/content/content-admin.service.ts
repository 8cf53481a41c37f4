import type {
  AdminBlogPost,
  AdminFaqEntry,
  saveBlogPostRequestSchema,
  saveFaqEntryRequestSchema,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { z } from "zod";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { type AuditAction, auditRecords } from "../audit";
import { renderArticleImages } from "./article-images";
import type { FaqEntryRow } from "./content.repository";
import { type AdminPostRow, contentAdminRepository } from "./content-admin.repository";
import { readingMinutes, renderArticleHtml } from "./markdown";

type SavePost = z.output<typeof saveBlogPostRequestSchema>;
type SaveFaq = z.output<typeof saveFaqEntryRequestSchema>;
type Publish = { id: number; published: boolean };

const postNotFound = () => notFound(t("content.postNotFound"));
const faqNotFound = () => notFound(t("content.faqNotFound"));
const questionTaken = () => conflict(t("content.questionTaken"));

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A new post's illustration: its title on the brand's colour (an operator adds no image file). */
function titleCard(title: string): Buffer {
  const words = title.split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 28) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 4)
    .map((line, index) => `<text x="80" y="${220 + index * 80}">${escapeXml(line)}</text>`)
    .join("");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#1d4ed8"/><g font-family="sans-serif" font-size="64" font-weight="700" fill="#ffffff">${text}</g></svg>`,
  );
}

const slugOf = (title: string, now: Date) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)}-${now.getTime().toString(36)}`;

const asAdminPost = (row: AdminPostRow): AdminBlogPost => ({
  id: row.id,
  title: row.title,
  shortDescription: row.shortDescription,
  content: row.content,
  tip: row.tip,
  tags: row.tags,
  typeEnum: row.typeEnum,
  published: row.published,
  publishedAt: row.publishedAt.toISOString(),
});

const asAdminFaq = (row: FaqEntryRow): AdminFaqEntry => ({ ...row });

/**
 * The operators' editing of the blog and the FAQ. Markdown is rendered by the public pages' renderer
 * on save (and for the preview), so what the console shows is what the site shows. Each change and
 * its audit entry share a transaction.
 */
export function createContentAdminService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  const audit = (
    executor: Executor,
    operator: Principal,
    action: AuditAction,
    subject: string,
    from: string,
  ) => auditRecords.record(executor, { at: clock.now(), actor: operator, action, subject, from });

  /** Publishes or unpublishes a post or an FAQ entry, with its audit entry. */
  async function setPublished(
    kind: "post" | "faq",
    operator: Principal,
    request: Publish,
    from: string,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const set =
        kind === "post" ? contentAdminRepository.setPostPublished : contentAdminRepository.setFaqPublished;
      if (!(await set(tx, request.id, request.published)))
        throw kind === "post" ? postNotFound() : faqNotFound();
      const action: AuditAction = `content.${kind}-${request.published ? "published" : "unpublished"}`;
      await audit(tx, operator, action, `${kind}:${request.id}`, from);
    });
  }

  const rendered = (post: SavePost) => ({
    title: post.title,
    shortDescription: post.shortDescription,
    content: post.content,
    contentHtml: renderArticleHtml(post.content),
    tip: post.tip,
    tags: post.tags,
    typeEnum: post.typeEnum,
    readingMinutes: readingMinutes(post.content),
  });

  return {
    async listPosts(): Promise<AdminBlogPost[]> {
      return (await contentAdminRepository.listPosts(db, 500)).map(asAdminPost);
    },

    async savePost(operator: Principal, post: SavePost, from: string): Promise<AdminBlogPost> {
      const images = post.id === undefined ? await renderArticleImages(titleCard(post.title)) : null;
      return db.transaction(async (tx) => {
        let id = post.id;
        if (id === undefined) {
          const now = clock.now();
          id = await contentAdminRepository.insertPost(tx, {
            ...rendered(post),
            slug: slugOf(post.title, now),
            thumbnailJpeg: images?.thumbnail ?? Buffer.alloc(0),
            imageJpeg: images?.image ?? Buffer.alloc(0),
            publishedAt: now,
          });
          await audit(tx, operator, "content.post-created", `post:${id}`, from);
        } else {
          if (!(await contentAdminRepository.updatePost(tx, id, rendered(post)))) throw postNotFound();
          await audit(tx, operator, "content.post-edited", `post:${id}`, from);
        }
        const saved = await contentAdminRepository.findPost(tx, id);
        if (!saved) throw postNotFound();
        return asAdminPost(saved);
      });
    },

    publishPost: (principal: Principal, request: Publish, from: string) =>
      setPublished("post", principal, request, from),

    async listFaq(): Promise<AdminFaqEntry[]> {
      return (await contentAdminRepository.listFaq(db)).map(asAdminFaq);
    },

    async saveFaq(operator: Principal, entry: SaveFaq, from: string): Promise<AdminFaqEntry> {
      const edit = { category: entry.category, question: entry.question, answer: entry.answer };
      return db.transaction(async (tx) => {
        let id = entry.id;
        if (id === undefined) {
          const inserted = await contentAdminRepository.insertFaq(tx, edit);
          if (inserted === null) throw questionTaken();
          id = inserted;
          await audit(tx, operator, "content.faq-created", `faq:${id}`, from);
        } else {
          if (await contentAdminRepository.questionTaken(tx, edit.question, id)) throw questionTaken();
          if (!(await contentAdminRepository.updateFaq(tx, id, edit))) throw faqNotFound();
          await audit(tx, operator, "content.faq-edited", `faq:${id}`, from);
        }
        const saved = await contentAdminRepository.findFaq(tx, id);
        if (!saved) throw faqNotFound();
        return asAdminFaq(saved);
      });
    },

    publishFaq: (principal: Principal, request: Publish, from: string) =>
      setPublished("faq", principal, request, from),

    /** The Markdown as the public pages would show it. */
    preview(markdown: string): { html: string } {
      return { html: renderArticleHtml(markdown) };
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
