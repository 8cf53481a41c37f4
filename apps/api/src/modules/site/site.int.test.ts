import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { RoleId, TaxPreparationTypeId, TaxPreparerTypeId, WorkingTypeId } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { profileRecords } from "../profiles/profile-records";

async function webDist(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "taxlane-web-"));
  await writeFile(
    path.join(folder, "index.html"),
    '<html><head><meta name="description" content="Default." /><title>Taxlane</title></head><body></body></html>',
  );
  return folder;
}

describe("what crawlers see", async () => {
  const { app } = await createTestApp({
    WEB_DIST_DIR: await webDist(),
    PUBLIC_URL: "http://127.0.0.1:4173",
  });

  it("lists the public pages and every post in sitemap.xml", async () => {
    const response = await app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    for (const page of [
      "/",
      "/pricing",
      "/blogs",
      "/faq",
      "/contact-us",
      "/privacy-policy",
      "/terms-condition",
      "/about",
    ]) {
      expect(response.body).toContain(`<loc>http://127.0.0.1:4173${page}</loc>`);
    }
    const posts = (await app.inject({ url: "/api/Blog/GetAll?count=100" })).json<{ id: number }[]>();
    for (const post of posts)
      expect(response.body).toContain(`<loc>http://127.0.0.1:4173/blogs/${post.id}</loc>`);
  });

  it("keeps signed-in areas out of robots.txt and points to the sitemap", async () => {
    const response = await app.inject({ url: "/robots.txt" });
    expect(response.body).toContain("Disallow: /user/");
    expect(response.body).toContain("Disallow: /api/");
    expect(response.body).toContain("Sitemap: http://127.0.0.1:4173/sitemap.xml");
  });

  it("gives each public page its title and description, and a post its social card", async () => {
    const pricing = await app.inject({ url: "/pricing" });
    expect(pricing.body).toContain("<title>Pricing · Taxlane</title>");
    expect(pricing.body).not.toContain("Default.");
    // The same address in each language, absolute from the public address.
    for (const [hreflang, href] of [
      ["en", "http://127.0.0.1:4173/pricing?lang=en"],
      ["es", "http://127.0.0.1:4173/pricing?lang=es"],
      ["x-default", "http://127.0.0.1:4173/pricing"],
    ]) {
      expect(pricing.body).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${href}" />`);
    }
    const home = await app.inject({ url: "/" });
    expect(home.body).toContain(
      '<link rel="alternate" hreflang="es" href="http://127.0.0.1:4173/?lang=es" />',
    );
    const [post] = (await app.inject({ url: "/api/Blog/GetAll?count=1" })).json<
      { id: number; title: string }[]
    >();
    const page = await app.inject({ url: `/blogs/${post?.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta property="og:type" content="article" />');
    expect(page.body).toContain(`content="http://127.0.0.1:4173/api/Blog/Image/${post?.id}.jpg"`);
    const unknown = await app.inject({ url: "/blogs/999999" });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain("<title>Taxlane</title>");
  });

  it("gives a professional's public page its own title and lists it in the sitemap", async () => {
    const expert = await createSignedInUser(app, RoleId.expert);
    await profileRecords.addProfile(
      app.services.db,
      {
        userId: expert.id,
        taxPreparationTypeId: TaxPreparationTypeId.individual,
        taxPreparerTypeId: TaxPreparerTypeId.enrolledAgent,
        workingTypeIds: [WorkingTypeId.onlineOrPhone],
        yearsOfExperience: 8,
        aboutBusinessOrServiceStandOut: "Enrolled agent for nurses and teachers.",
        state: "NM",
        city: "Santa Fe",
        createdAt: app.services.clock.now(),
      },
      [],
    );
    const page = await app.inject({ url: `/experts/${expert.id}` });
    expect(page.body).toContain("<title>Test P., Enrolled agent in Santa Fe, New Mexico · Taxlane</title>");
    expect(page.body).toContain('content="Enrolled agent for nurses and teachers."');
    expect(page.body).toContain('<meta property="og:type" content="profile" />');
    const sitemap = await app.inject({ url: "/sitemap.xml" });
    expect(sitemap.body).toContain(`<loc>http://127.0.0.1:4173/experts/${expert.id}</loc>`);
    expect(sitemap.body).toContain("<loc>http://127.0.0.1:4173/experts</loc>");
  });
});
