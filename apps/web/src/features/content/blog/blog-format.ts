import { BlogTypeEnum } from "@taxlane/contract";
import { content } from "@taxlane/contract/i18n/local/content";
import { intlLocale } from "../../../lib/language";

/** The audience filter of /blogs, kept in `?audience=` so a filtered list can be linked to. */
export type BlogAudience = "all" | "taxpayers" | "professionals";

export const blogAudiences: readonly { value: BlogAudience; label: string }[] = [
  { value: "all", label: content.allPosts },
  { value: "taxpayers", label: content.forTaxpayers },
  { value: "professionals", label: content.forProfessionals },
];

export function parseAudience(param: string | null): BlogAudience {
  return param === "taxpayers" || param === "professionals" ? param : "all";
}

/** The `typeEnum` the list asks for; every post when undefined (the server adds "both" posts itself). */
export function audienceTypeEnum(audience: BlogAudience): BlogTypeEnum | undefined {
  if (audience === "taxpayers") return BlogTypeEnum.forTaxpayers;
  if (audience === "professionals") return BlogTypeEnum.forAccountants;
  return undefined;
}

/** The search string for an audience: none for every post, so /blogs stays the canonical address. */
export function audienceSearch(audience: BlogAudience): string {
  return audience === "all" ? "" : `?audience=${audience}`;
}

// Posts are dated by calendar day; UTC keeps the day the same for every reader.
const postDateFormat = new Intl.DateTimeFormat(intlLocale(), {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Jan 12, 2026"; the input itself when it is not a date. */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : postDateFormat.format(date);
}

export function readingTimeText(minutes: number): string {
  return `${minutes} min read`;
}

/** The inline thumbnail the list sends as base64; null when a post has none. */
export function thumbnailSrc(image: string): string | null {
  return image === "" ? null : `data:image/jpeg;base64,${image}`;
}

export interface ShareTarget {
  /** The post's absolute address. */
  url: string;
  title: string;
  summary: string;
}

export interface ShareLinks {
  email: string;
  x: string;
  linkedin: string;
  facebook: string;
}

// encodeURIComponent, not URLSearchParams: in a mailto: body a "+" stays a plus sign, never a space.
const q = encodeURIComponent;

/** Share addresses that open the network's own page; no third-party script runs on ours. */
export function buildShareLinks({ url, title, summary }: ShareTarget): ShareLinks {
  const body = summary === "" ? url : `${summary}\n\n${url}`;
  return {
    email: `mailto:?subject=${q(title)}&body=${q(body)}`,
    x: `https://x.com/intent/post?url=${q(url)}&text=${q(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`,
  };
}

/** A post id from the address, or null when it cannot be one (the page then says "not found"). */
export function parsePostId(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/** Up to `count` posts other than the one shown, in the order given (newest first). */
export function otherPosts<T extends { id: number }>(posts: readonly T[], currentId: number, count = 3): T[] {
  return posts.filter((post) => post.id !== currentId).slice(0, count);
}
