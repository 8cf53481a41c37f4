import { BlogTypeEnum } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import {
  audienceSearch,
  audienceTypeEnum,
  buildShareLinks,
  formatPostDate,
  otherPosts,
  parseAudience,
  parsePostId,
  readingTimeText,
  thumbnailSrc,
} from "./blog-format";

describe("formatPostDate", () => {
  it("writes the calendar day as 'Jan 12, 2026'", () => {
    expect(formatPostDate("2026-01-12T09:30:00.000Z")).toBe("Jan 12, 2026");
    expect(formatPostDate("2025-12-03T00:00:00Z")).toBe("Dec 3, 2025");
  });

  it("keeps the UTC day late in the evening", () => {
    expect(formatPostDate("2026-03-01T23:59:00Z")).toBe("Mar 1, 2026");
  });

  it("returns text that is not a date as it is", () => {
    expect(formatPostDate("soon")).toBe("soon");
  });
});

describe("audience", () => {
  it("reads the query parameter, anything unknown meaning every post", () => {
    expect(parseAudience(null)).toBe("all");
    expect(parseAudience("taxpayers")).toBe("taxpayers");
    expect(parseAudience("professionals")).toBe("professionals");
    expect(parseAudience("PROFESSIONALS")).toBe("all");
  });

  it("asks for type 1 for taxpayers, 2 for professionals and nothing for all", () => {
    expect(audienceTypeEnum("taxpayers")).toBe(BlogTypeEnum.forTaxpayers);
    expect(audienceTypeEnum("professionals")).toBe(BlogTypeEnum.forAccountants);
    expect(audienceTypeEnum("all")).toBeUndefined();
  });

  it("leaves /blogs bare for every post", () => {
    expect(audienceSearch("all")).toBe("");
    expect(audienceSearch("professionals")).toBe("?audience=professionals");
  });
});

describe("buildShareLinks", () => {
  const links = buildShareLinks({
    url: "https://taxlane.example/blogs/5",
    title: "Q&A: estimated taxes + penalties",
    summary: "What to pay, and when.",
  });

  it("builds an e-mail with the title as subject and the summary and address as body", () => {
    expect(links.email).toBe(
      "mailto:?subject=Q%26A%3A%20estimated%20taxes%20%2B%20penalties&body=What%20to%20pay%2C%20and%20when.%0A%0Ahttps%3A%2F%2Ftaxlane.example%2Fblogs%2F5",
    );
  });

  it("builds the networks' own share addresses with the post's address encoded", () => {
    const encoded = "https%3A%2F%2Ftaxlane.example%2Fblogs%2F5";
    expect(links.x).toBe(
      `https://x.com/intent/post?url=${encoded}&text=Q%26A%3A%20estimated%20taxes%20%2B%20penalties`,
    );
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
  });

  it("decodes back to the same address", () => {
    expect(new URL(links.facebook).searchParams.get("u")).toBe("https://taxlane.example/blogs/5");
    expect(new URL(links.x).searchParams.get("text")).toBe("Q&A: estimated taxes + penalties");
  });

  it("sends only the address when there is no summary", () => {
    const bare = buildShareLinks({ url: "https://t.example/blogs/1", title: "T", summary: "" });
    expect(bare.email).toBe("mailto:?subject=T&body=https%3A%2F%2Ft.example%2Fblogs%2F1");
  });
});

describe("parsePostId", () => {
  it("accepts positive whole numbers only", () => {
    expect(parsePostId("12")).toBe(12);
    expect(parsePostId("0")).toBeNull();
    expect(parsePostId("-3")).toBeNull();
    expect(parsePostId("1.5")).toBeNull();
    expect(parsePostId("abc")).toBeNull();
    expect(parsePostId("01")).toBeNull();
    expect(parsePostId(undefined)).toBeNull();
    expect(parsePostId("99999999999")).toBeNull();
  });
});

describe("otherPosts", () => {
  const posts = [{ id: 9 }, { id: 8 }, { id: 7 }, { id: 6 }];

  it("leaves out the post shown and keeps at most three", () => {
    expect(otherPosts(posts, 8)).toEqual([{ id: 9 }, { id: 7 }, { id: 6 }]);
    expect(otherPosts(posts, 1)).toEqual([{ id: 9 }, { id: 8 }, { id: 7 }]);
  });
});

describe("small texts", () => {
  it("writes the reading time and the inline thumbnail", () => {
    expect(readingTimeText(4)).toBe("4 min read");
    expect(thumbnailSrc("AAAA")).toBe("data:image/jpeg;base64,AAAA");
    expect(thumbnailSrc("")).toBeNull();
  });
});
