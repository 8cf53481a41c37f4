import { BlogTypeEnum, RoleId } from "@taxlane/contract";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callsAs, createSignedInUser } from "../../../test/factories";
import { createExpert } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { auditEntries } from "../../db/schema";

interface AdminPost {
  id: number;
  title: string;
  content: string;
  published: boolean;
}

describe("operators edit the blog and the FAQ", async () => {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  const { db } = app.services;
  const operator = await createSignedInUser(app, RoleId.admin);

  const { get, post } = callsAs(app);
  const entry = async (action: string, subject: string) => {
    const [row] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, action), eq(auditEntries.subject, subject)))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    return row;
  };
  const publicTitles = async () =>
    (await get(null, "/Blog/GetAll?count=100")).json<{ title: string }[]>().map((row) => row.title);
  const publicFaq = async () =>
    (await get(null, "/Public/Faq")).json<{ id: number; question: string; answerHtml?: string }[]>();

  const newPost = {
    title: `Operator note ${Date.now()}`,
    shortDescription: "What changed this week.",
    content: "## Deadlines\n\nFile **before** the 15th.",
    tip: "Start early.",
    tags: ["deadlines"],
    typeEnum: BlogTypeEnum.both,
  };

  it("previews Markdown as the public pages render it, sanitized", async () => {
    const preview = await post(operator, "/Admin/PreviewMarkdown", {
      markdown: `${newPost.content}\n\n<script>alert(1)</script>`,
    });
    expect(preview.statusCode).toBe(200);
    const { html } = preview.json<{ html: string }>();
    expect(html).toContain("<h2>Deadlines</h2>");
    expect(html).toContain("<strong>before</strong>");
    expect(html).not.toContain("<script>");
  });

  it("creates a post the public blog shows, edits it, unpublishes and republishes it, each audited", async () => {
    const created = await post(operator, "/Admin/SaveBlogPost", newPost);
    expect(created.statusCode).toBe(200);
    const { id } = created.json<AdminPost>();
    expect(await entry("content.post-created", `post:${id}`)).toMatchObject({ actorUserId: operator.id });
    expect(await publicTitles()).toContain(newPost.title);
    const shown = (await get(null, `/Blog/Get?id=${id}`)).json<{ contentHtml: string }>();
    expect(shown.contentHtml).toContain("<strong>before</strong>");
    expect((await get(null, `/Blog/Image/${id}.jpg`)).statusCode).toBe(200);

    const edited = await post(operator, "/Admin/SaveBlogPost", {
      ...newPost,
      id,
      content: "## Deadlines\n\nNow *after* the 15th.",
    });
    expect(edited.statusCode).toBe(200);
    expect((await get(null, `/Blog/Get?id=${id}`)).json<{ contentHtml: string }>().contentHtml).toContain(
      "<em>after</em>",
    );
    expect(await entry("content.post-edited", `post:${id}`)).toBeDefined();

    expect((await post(operator, "/Admin/PublishBlogPost", { id, published: false })).statusCode).toBe(200);
    expect(await publicTitles()).not.toContain(newPost.title);
    expect((await get(null, `/Blog/Get?id=${id}`)).statusCode).toBe(404);
    expect((await get(null, `/Blog/Image/${id}.jpg`)).statusCode).toBe(404);
    const listed = (await get(operator, "/Admin/BlogPosts")).json<AdminPost[]>();
    expect(listed.find((row) => row.id === id)).toMatchObject({ published: false });
    expect(await entry("content.post-unpublished", `post:${id}`)).toBeDefined();

    expect((await post(operator, "/Admin/PublishBlogPost", { id, published: true })).statusCode).toBe(200);
    expect(await publicTitles()).toContain(newPost.title);
    expect(await entry("content.post-published", `post:${id}`)).toBeDefined();

    expect((await post(operator, "/Admin/SaveBlogPost", { ...newPost, id: 2_000_000_000 })).statusCode).toBe(
      404,
    );
    expect((await post(operator, "/Admin/SaveBlogPost", { ...newPost, title: " " })).statusCode).toBe(400);
  });

  it("adds an FAQ entry in Markdown, edits and unpublishes it; the public FAQ follows, each audited", async () => {
    const question = `Can operators edit answers ${Date.now()}?`;
    const created = await post(operator, "/Admin/SaveFaqEntry", {
      category: "Getting started",
      question,
      answer: "Yes, with **Markdown**.",
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: number }>();
    expect(await entry("content.faq-created", `faq:${id}`)).toMatchObject({ actorUserId: operator.id });
    expect((await publicFaq()).find((row) => row.id === id)?.answerHtml).toContain(
      "<strong>Markdown</strong>",
    );

    const edited = await post(operator, "/Admin/SaveFaqEntry", {
      id,
      category: "Getting started",
      question,
      answer: "Yes.",
    });
    expect(edited.statusCode).toBe(200);
    expect((await publicFaq()).find((row) => row.id === id)?.answerHtml).toBe("<p>Yes.</p>\n");
    expect(await entry("content.faq-edited", `faq:${id}`)).toBeDefined();
    // A question asked by another entry is refused.
    const [first] = await publicFaq();
    const duplicate = await post(operator, "/Admin/SaveFaqEntry", {
      id,
      category: "Getting started",
      question: first?.question,
      answer: "Copy",
    });
    expect(duplicate.statusCode).toBe(409);

    expect((await post(operator, "/Admin/PublishFaqEntry", { id, published: false })).statusCode).toBe(200);
    expect((await publicFaq()).map((row) => row.id)).not.toContain(id);
    expect(await entry("content.faq-unpublished", `faq:${id}`)).toBeDefined();
    const all = (await get(operator, "/Admin/FaqEntries")).json<{ id: number; published: boolean }[]>();
    expect(all.find((row) => row.id === id)).toMatchObject({ published: false });
  });

  it("refuses every editing call to taxpayers and professionals (403) and strangers (401); nothing changes", async () => {
    const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
    const expert = await createExpert(app);
    const before = await publicTitles();
    const calls = [
      ["GET", "/Admin/BlogPosts", {}],
      ["POST", "/Admin/SaveBlogPost", { ...newPost, title: "Forged post" }],
      ["POST", "/Admin/PublishBlogPost", { id: 1, published: false }],
      ["GET", "/Admin/FaqEntries", {}],
      ["POST", "/Admin/SaveFaqEntry", { category: "x", question: "Forged?", answer: "x" }],
      ["POST", "/Admin/PublishFaqEntry", { id: 1, published: false }],
      ["POST", "/Admin/PreviewMarkdown", { markdown: "x" }],
    ] as const;
    for (const [method, url, body] of calls) {
      for (const [user, status] of [
        [taxpayer, 403],
        [expert, 403],
        [null, 401],
      ] as const) {
        const response = method === "GET" ? await get(user, url) : await post(user, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    expect(await publicTitles()).toEqual(before);
    expect((await publicFaq()).map((row) => row.question)).not.toContain("Forged?");
  });
});
