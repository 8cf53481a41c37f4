import { BlogTypeEnum, DEFAULT_BLOG_COUNT } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";
import { readArticleFiles } from "./articles";

interface Post {
  id: number;
  title: string;
  typeEnum: number;
  image: string;
  imageUrl: string;
  createdDate: string;
  tags: string[];
  contentHtml?: string;
}

describe("the blog", async () => {
  const { app } = await createTestApp();
  const list = async (query = "") => {
    const response = await app.inject({ url: `/api/Blog/GetAll${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<Post[]>();
  };

  it("ships at least 12 articles, each installed once with its own image", async () => {
    const files = await readArticleFiles();
    expect(files.length).toBeGreaterThanOrEqual(12);
    const posts = await list("?count=100");
    const titles = posts.map((post) => post.title);
    for (const file of files) expect(titles.filter((title) => title === file.title)).toHaveLength(1);
    expect(new Set(posts.map((post) => post.image)).size).toBe(posts.length);
  });

  it("lists newest first, 30 by default, with a JPEG thumbnail and the image's address", async () => {
    const posts = await list();
    expect(posts.length).toBeLessThanOrEqual(DEFAULT_BLOG_COUNT);
    const dates = posts.map((post) => post.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = posts[0];
    expect(Buffer.from(first?.image ?? "", "base64").subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(first?.imageUrl).toBe(`/api/Blog/Image/${first?.id}.jpg`);
    expect(await list("?count=2")).toHaveLength(2);
  });

  it("filters by audience: taxpayers' or accountants' posts come with those for both", async () => {
    const forTaxpayers = await list(`?count=100&typeEnum=${BlogTypeEnum.forTaxpayers}`);
    expect(forTaxpayers.length).toBeGreaterThan(0);
    expect(forTaxpayers.every((post) => post.typeEnum !== BlogTypeEnum.forAccountants)).toBe(true);
    const forAccountants = await list(`?count=100&typeEnum=${BlogTypeEnum.forAccountants}`);
    expect(forAccountants.every((post) => post.typeEnum !== BlogTypeEnum.forTaxpayers)).toBe(true);
    expect(forAccountants.some((post) => post.typeEnum === BlogTypeEnum.both)).toBe(true);
    expect((await list(`?count=100&typeEnum=${BlogTypeEnum.both}`)).length).toBe(
      (await list("?count=100")).length,
    );
  });

  it("refuses a bad count or audience with the field named", async () => {
    for (const query of ["?count=0", "?count=abc", "?count=101", "?typeEnum=9"]) {
      const response = await app.inject({ url: `/api/Blog/GetAll${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors?.[0]?.field, query).toMatch(/count|typeEnum/);
    }
  });

  it("gives one post with its article as sanitized HTML", async () => {
    const [first] = await list("?count=1");
    const response = await app.inject({ url: `/api/blog/get?id=${first?.id}` });
    expect(response.statusCode).toBe(200);
    const post = response.json<Post>();
    expect(post.title).toBe(first?.title);
    expect(post.contentHtml).toContain("<h2>");
    expect(post.contentHtml).not.toMatch(/<script|onerror=|javascript:/i);
  });

  it("answers 404 for a post that does not exist and 400 for an id that is not one", async () => {
    const missing = await app.inject({ url: "/api/Blog/Get?id=999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe("This post does not exist.");
    expect((await app.inject({ url: "/api/Blog/Get?id=abc" })).statusCode).toBe(400);
    expect((await app.inject({ url: "/api/Blog/Get" })).statusCode).toBe(400);
  });

  it("serves the full-size image publicly as a cacheable JPEG", async () => {
    const [first] = await list("?count=1");
    const image = await app.inject({ url: first?.imageUrl ?? "" });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.headers["cache-control"]).toContain("public");
    expect(image.rawPayload.length).toBeGreaterThan(5_000);
    expect((await app.inject({ url: "/api/Blog/Image/999999.jpg" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/Blog/Image/..%2Fsecret" })).statusCode).toBe(400);
  });
});

describe("the FAQ and its assistant", async () => {
  const { app } = await createTestApp();
  const ask = (question: unknown) =>
    app.inject({ method: "POST", url: "/api/Public/Chatbot/Ask", payload: { question } });

  it("lists at least 25 questions in order, grouped by category", async () => {
    const response = await app.inject({ url: "/api/Public/Faq" });
    expect(response.statusCode).toBe(200);
    const entries = response.json<{ id: number; category: string; question: string; answer: string }[]>();
    expect(entries.length).toBeGreaterThanOrEqual(25);
    expect(new Set(entries.map((entry) => entry.question)).size).toBe(entries.length);
    expect(entries[0]?.category).toBe("Getting started");
  });

  it("answers a question the FAQ knows with the answer and a link to it", async () => {
    const response = await ask("How do I cancel my subscription?");
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.known).toBe(true);
    expect(answer.reply).toMatch(/cancel/i);
    expect(answer.sources[0]).toMatchObject({ kind: "faq", url: expect.stringMatching(/^\/faq#faq-\d+$/) });
    expect(answer.sources[0].excerpt).toBe("");
  });

  it("answers from the blog when an article covers it", async () => {
    const answer = (await ask("When are estimated tax payments due?")).json();
    expect(answer.known).toBe(true);
    expect(answer.sources[0]).toMatchObject({ kind: "blog", url: expect.stringMatching(/^\/blogs\/\d+$/) });
  });

  it("says when it does not know", async () => {
    const answer = (await ask("What is the airspeed velocity of an unladen swallow?")).json();
    expect(answer).toMatchObject({ known: false, sources: [], sensitiveNumberRemoved: false });
    expect(answer.reply).toMatch(/contact form/);
  });

  it("removes an SSN-shaped number before searching and says so", async () => {
    const answer = (await ask("My SSN is 123-45-6789, is it safe to send?")).json();
    expect(answer.sensitiveNumberRemoved).toBe(true);
    expect(answer.reply).toMatch(/didn't keep it/);
    expect(JSON.stringify(answer)).not.toContain("6789");
  });

  it("refuses an empty or overlong question", async () => {
    const empty = await ask("   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toEqual({ field: "question", message: "This field is required" });
    expect((await ask("x".repeat(501))).statusCode).toBe(400);
    expect((await ask(42)).statusCode).toBe(400);
  });
});
