import { readFile } from "node:fs/promises";
import type { Executor } from "../../db/client";
import { renderArticleImages } from "./article-images";
import { type ArticleFile, readArticleFiles } from "./articles";
import { contentRepository, type NewBlogPost } from "./content.repository";
import { faqEntries } from "./faq/faq-entries";
import { readingMinutes, renderArticleHtml } from "./markdown";

async function toNewPost(article: ArticleFile): Promise<NewBlogPost> {
  const images = await renderArticleImages(await readFile(article.imagePath));
  return {
    slug: article.slug,
    title: article.title,
    shortDescription: article.shortDescription,
    content: article.markdown,
    contentHtml: renderArticleHtml(article.markdown),
    tip: article.tip,
    tags: article.tags,
    typeEnum: article.typeEnum,
    thumbnailJpeg: images.thumbnail,
    imageJpeg: images.image,
    readingMinutes: readingMinutes(article.markdown),
    publishedAt: article.publishedOn,
  };
}

/**
 * Adds the articles and FAQ entries the product ships that were never installed here (articles by
 * slug, FAQ entries by the record of shipped questions), so a new release brings its new content,
 * nothing is duplicated and an operator's edits stay.
 */
export async function installContent(
  db: Executor,
  articles?: ArticleFile[],
): Promise<{ posts: number; faq: number }> {
  const existing = await contentRepository.postSlugs(db);
  const missing = (articles ?? (await readArticleFiles())).filter((article) => !existing.has(article.slug));
  const posts: NewBlogPost[] = [];
  for (const article of missing) posts.push(await toNewPost(article));
  await contentRepository.insertPosts(db, posts);

  // By the record of shipped questions, not by the entries there: an operator may reword a shipped
  // question or add entries of their own, and neither brings a shipped entry back or keeps a new one out.
  const shipped = await contentRepository.shippedFaqQuestions(db);
  const newFaq = faqEntries
    .map((entry, position) => ({ ...entry, position }))
    .filter((entry) => !shipped.has(entry.question));
  await contentRepository.insertFaq(db, newFaq);
  await contentRepository.recordShippedFaq(
    db,
    newFaq.map((entry) => entry.question),
  );
  return { posts: posts.length, faq: newFaq.length };
}
