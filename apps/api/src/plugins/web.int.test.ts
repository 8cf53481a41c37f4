import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";

describe("serving the web app on the API's port", async () => {
  const dist = await mkdtemp(path.join(tmpdir(), "taxlane-dist-"));
  await mkdir(path.join(dist, "assets"));
  await writeFile(path.join(dist, "index.html"), "<!doctype html><title>Taxlane</title><div id=root></div>");
  await writeFile(path.join(dist, "assets", "index-Abc123.js"), "console.log('app')");
  await writeFile(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  const { app } = await createTestApp({ WEB_DIST_DIR: dist });

  it("caches hashed assets for a year and revalidates the rest", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/index-Abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("no-cache");
  });

  it("answers page routes with the app, so its router decides", async () => {
    for (const url of ["/", "/user/quotes", "/blogs/12?ref=home", "/no/such/page"]) {
      const page = await app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain("<div id=root></div>");
      expect(page.body, url).toMatch(/<title>(.+ · )?Taxlane<\/title>/);
      expect(page.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("keeps API misses and missing files as 404s", async () => {
    const api = await app.inject({ method: "GET", url: "/api/not-a-call" });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe("NOT_FOUND");
    const file = await app.inject({ method: "GET", url: "/assets/missing-Zz9.js" });
    expect(file.statusCode).toBe(404);
    const post = await app.inject({ method: "POST", url: "/user/quotes" });
    expect(post.statusCode).toBe(404);
  });
});
