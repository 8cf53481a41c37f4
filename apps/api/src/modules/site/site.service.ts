import {
  pageTitle,
  placeText,
  type TaxPreparerTypeId,
  taxPreparerTypeLabels,
  usStateName,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { PageHead } from "../../plugins/page-head";
import type { ContentService } from "../content";
import type { ProfilesService } from "../profiles";
import { publicPages } from "./site-pages";

const blogPostPath = /^\/blogs\/(\d{1,9})\/?$/;
const expertPath = /^\/experts\/(\d{1,9})\/?$/;
/** The most professionals the sitemap lists. */
const sitemapExperts = 480;
const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** What the site tells crawlers: each page's head, the sitemap and robots.txt. */
export function createSiteService(deps: {
  publicUrl: string;
  content: ContentService;
  profiles: ProfilesService;
}) {
  const { publicUrl, content, profiles } = deps;

  async function expertHead(id: number): Promise<PageHead | undefined> {
    const expert = await profiles.profileDetails(null, id).catch(() => undefined);
    if (!expert) return undefined;
    const kind = taxPreparerTypeLabels[expert.taxPreparerTypeId as TaxPreparerTypeId];
    const place = placeText(expert.city, usStateName(expert.state));
    return {
      title: pageTitle(`${expert.displayName}, ${kind} in ${place}`),
      description:
        expert.aboutBusinessOrServiceStandOut?.slice(0, 200) ??
        t("site.professionalDescription", { kind, place, years: String(expert.yearsOfExperience) }),
      url: `${publicUrl}/experts/${expert.id}`,
      ...(expert.avatarUrl ? { image: `${publicUrl}${expert.avatarUrl}` } : {}),
      type: "profile",
    };
  }

  async function expertIds(): Promise<number[]> {
    const ids: number[] = [];
    for (let from = 0; from < sitemapExperts; from += 48) {
      const page = await profiles.directory({ from, to: from + 48 });
      ids.push(...page.items.map((item) => item.id));
      if (from + 48 >= page.total) break;
    }
    return ids;
  }

  return {
    async headFor(pathname: string): Promise<PageHead | undefined> {
      const page = publicPages.find((entry) => entry.path === pathname || `${entry.path}/` === pathname);
      if (page)
        return {
          title: pageTitle(page.title),
          description: page.description,
          url: `${publicUrl}${page.path}`,
        };
      const expert = expertPath.exec(pathname);
      if (expert) return expertHead(Number(expert[1]));
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
        ...(await expertIds()).map((id) => ({ loc: `${publicUrl}/experts/${id}`, lastmod: undefined })),
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
        "Disallow: /admin",
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
