import {
  type BlogPost,
  type BlogPostDetail,
  BlogTypeEnum,
  DEFAULT_BLOG_COUNT,
  type FaqEntry,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { type BlogPostRow, contentRepository } from "./content.repository";
import { renderArticleHtml } from "./markdown";

/** The API path of a post's full-size image; public, so crawlers can fetch social cards. */
export const blogImagePath = (id: number) => `/api/Blog/Image/${id}.jpg`;

/** Which stored audiences a filter shows: taxpayers' or accountants' posts come with those for both. */
export function audiencesFor(typeEnum: BlogTypeEnum | undefined): readonly BlogTypeEnum[] | undefined {
  if (typeEnum === BlogTypeEnum.forTaxpayers) return [BlogTypeEnum.forTaxpayers, BlogTypeEnum.both];
  if (typeEnum === BlogTypeEnum.forAccountants) return [BlogTypeEnum.forAccountants, BlogTypeEnum.both];
  return undefined;
}

function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    shortDescription: row.shortDescription,
    content: row.content,
    tip: row.tip,
    tags: row.tags,
    image: row.thumbnailJpeg.toString("base64"),
    imageUrl: blogImagePath(row.id),
    createdDate: row.publishedAt.toISOString(),
    typeEnum: row.typeEnum as BlogTypeEnum,
    readingMinutes: row.readingMinutes,
  };
}

export function createContentService(db: Database) {
  const postNotFound = () => notFound(t("content.postNotFound"));
  // Answers change only when an operator edits one: each text is rendered once.
  const answerHtml = new Map<string, string>();
  const renderAnswer = (answer: string) => {
    let html = answerHtml.get(answer);
    if (html === undefined) {
      if (answerHtml.size > 1000) answerHtml.clear();
      html = renderArticleHtml(answer);
      answerHtml.set(answer, html);
    }
    return html;
  };
  return {
    async listPosts(query: { count?: number; typeEnum?: BlogTypeEnum | undefined }): Promise<BlogPost[]> {
      const rows = await contentRepository.listPosts(db, {
        count: query.count ?? DEFAULT_BLOG_COUNT,
        typeEnums: audiencesFor(query.typeEnum),
      });
      return rows.map(toBlogPost);
    },

    async getPost(id: number): Promise<BlogPostDetail> {
      const row = await contentRepository.findPost(db, id);
      if (!row) throw postNotFound();
      return { ...toBlogPost(row), contentHtml: row.contentHtml };
    },

    async getPostImage(id: number): Promise<Buffer> {
      const image = await contentRepository.findPostImage(db, id);
      if (!image) throw postNotFound();
      return image;
    },

    async listFaq(): Promise<FaqEntry[]> {
      const rows = await contentRepository.listFaq(db);
      return rows.map(({ id, category, question, answer }) => ({
        id,
        category,
        question,
        answer,
        answerHtml: renderAnswer(answer),
      }));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
