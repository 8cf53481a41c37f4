import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

const allowedTags = [
  "h2",
  "h3",
  "h4",
  "p",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "a",
  "blockquote",
  "code",
  "pre",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "hr",
  "br",
];

/**
 * An article's Markdown as HTML that is safe to put in a page: only text formatting, tables and links
 * survive; links go to our own pages or to https sites (those open with noopener).
 */
export function renderArticleHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: { a: ["href", "rel", "target"], th: ["align"], td: ["align"] },
    allowedSchemes: ["https", "mailto"],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href ?? "";
        if (href.startsWith("/") || href.startsWith("#")) return { tagName, attribs: { href } };
        return { tagName, attribs: { href, rel: "noopener noreferrer", target: "_blank" } };
      },
    },
  });
}

const wordsPerMinute = 220;

/** Minutes an average reader needs, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
  return Math.max(1, Math.round(words / wordsPerMinute));
}
