import { pageTitle } from "@taxlane/contract";
import type { PageHead } from "../../plugins/page-head";
import type { ContentService } from "../content/content.service";
import { publicPages } from "./site-pages";

const blogPostPath = /^\/blogs\/(\d{1,9})\/?$/;
const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** What the site tells crawlers: each page's head, the sitemap and robots.txt. */
export function createSiteService(deps: { publicUrl: string; content: ContentService }) {
  const { publicUrl, content } = deps;
  return {
    async headFor(pathname: string): Promise<PageHead | undefined> {
      const page = publicPages.find((entry) => entry.path === pathname || `${entry.path}/` === pathname);
      if (page)
        return {
          title: pageTitle(page.title),
          description: page.description,
          url: `${publicUrl}${page.path}`,
        };
      const match = blogPostPath.exec(pathname);
      if (!match) return undefined;
      const post = await content.getPost(Number(match[1])).catch(() => undefined);
      if (!post) return undefined;
      return {
        title: pageTitle(post.title),
        description: post.shortDescription,
        url: `${publicUrl}/blogs/${post.id}`,
        image: `${publicUrl}${post.imageUrl}`,
        type: "article",
      };
    },

    async sitemap(): Promise<string> {
      const posts = await content.listPosts({ count: 100 });
      const urls = [
        ...publicPages.map((page) => ({ loc: `${publicUrl}${page.path}`, lastmod: undefined })),
        ...posts.map((post) => ({
          loc: `${publicUrl}/blogs/${post.id}`,
          lastmod: post.createdDate.slice(0, 10),
        })),
      ];
      const entries = urls.map(
        (url) =>
          `  <url><loc>${xmlEscape(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ""}</url>`,
      );
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
    },

    robots(): string {
      return [
        "User-agent: *",
        "Allow: /",
        // Signed-in areas and calls are nobody's search result; /expert itself is the public landing.
        "Disallow: /api/",
        "Disallow: /user/",
        "Disallow: /expert/",
        "Disallow: /organizer/",
        "Disallow: /payment",
        "Disallow: /newsletter/",
        "Disallow: /dev/",
        `Sitemap: ${publicUrl}/sitemap.xml`,
        "",
      ].join("\n");
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
