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
 * Adds the articles and FAQ entries the product ships that the database does not hold yet (by slug
 * and by question), so a new release brings its new content and nothing is duplicated.
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

  let faq = 0;
  if ((await contentRepository.faqCount(db)) < faqEntries.length) {
    await contentRepository.insertFaq(
      db,
      faqEntries.map((entry, position) => ({ ...entry, position })),
    );
    faq = faqEntries.length;
  }
  return { posts: posts.length, faq };
}
