import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BlogTypeEnum } from "@taxlane/contract";

/** The articles shipped with the product: `NN-slug.md` with front matter, and `NN-slug.svg` beside it. */
export const articlesFolder = fileURLToPath(new URL("./articles", import.meta.url));

export interface ArticleFile {
  slug: string;
  title: string;
  shortDescription: string;
  tags: string[];
  typeEnum: BlogTypeEnum;
  publishedOn: Date;
  tip: string;
  markdown: string;
  imagePath: string;
}

const frontMatterPattern = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;
const typeValues: ReadonlySet<number> = new Set(Object.values(BlogTypeEnum));

function isBlogType(value: number): value is BlogTypeEnum {
  return typeValues.has(value);
}

/** Parses one article file; a malformed file is a packaging mistake, so it fails loudly with its name. */
export function parseArticle(fileName: string, text: string, folder: string): ArticleFile {
  const slug = fileName.replace(/\.md$/, "");
  const match = frontMatterPattern.exec(text.replace(/\r\n/g, "\n"));
  if (!match) throw new Error(`${fileName}: no front matter`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? "").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const field = (name: string) => {
    const value = fields.get(name);
    if (!value) throw new Error(`${fileName}: front matter lacks "${name}"`);
    return value;
  };
  const typeEnum = Number(field("typeEnum"));
  if (!isBlogType(typeEnum)) throw new Error(`${fileName}: typeEnum must be 1, 2 or 3`);
  const publishedOn = new Date(`${field("publishedOn")}T12:00:00Z`);
  if (Number.isNaN(publishedOn.getTime())) throw new Error(`${fileName}: publishedOn is not a date`);
  return {
    slug,
    title: field("title"),
    shortDescription: field("shortDescription"),
    tags: field("tags")
      .split(",")
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ""),
    typeEnum,
    publishedOn,
    tip: field("tip"),
    markdown: (match[2] ?? "").trim(),
    imagePath: path.join(folder, `${slug}.svg`),
  };
}

export async function readArticleFiles(folder = articlesFolder): Promise<ArticleFile[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith(".md")).sort();
  return Promise.all(
    names.map(async (name) => parseArticle(name, await readFile(path.join(folder, name), "utf8"), folder)),
  );
}
