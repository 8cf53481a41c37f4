import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
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

describe("sending the web app compressed", async () => {
  const dist = await mkdtemp(path.join(tmpdir(), "taxlane-dist-"));
  await mkdir(path.join(dist, "assets"));
  const script = Buffer.from(`export const rows = [${'"a row of the app", '.repeat(200)}];\n`);
  const page = `<!doctype html><title>Taxlane</title><div id=root></div>${"<link rel=modulepreload href=/assets/x.js>".repeat(40)}`;
  // What the build writes: each text file, and its brotli and gzip copies beside it.
  for (const [name, bytes] of [
    ["assets/app-Abc123.js", script],
    ["index.html", Buffer.from(page)],
  ] as const) {
    await writeFile(path.join(dist, name), bytes);
    await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(bytes));
    await writeFile(path.join(dist, `${name}.gz`), gzipSync(bytes));
  }
  await writeFile(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  const { app } = await createTestApp({ WEB_DIST_DIR: dist });
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: "GET",
      url,
      headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
    });

  it("sends a file's brotli or gzip copy to a browser that accepts it, and the file itself otherwise", async () => {
    const br = await get("/assets/app-Abc123.js", "gzip, deflate, br, zstd");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).equals(script)).toBe(true);

    const gzip = await get("/assets/app-Abc123.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(gunzipSync(gzip.rawPayload).equals(script)).toBe(true);

    const plain = await get("/assets/app-Abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.equals(script)).toBe(true);

    // A file with no copies (too small to gain) goes as it is.
    const icon = await get("/favicon.svg", "br");
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["content-encoding"]).toBeUndefined();
    expect(icon.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  });

  it("never serves a compressed copy by its own name", async () => {
    const copy = await get("/assets/app-Abc123.js.br", "br");
    expect(copy.statusCode).toBe(404);
  });

  it("sends the app's page for any page path compressed as well, as HTML", async () => {
    for (const url of ["/", "/user/quotes"]) {
      const br = await get(url, "gzip, deflate, br");
      expect(br.statusCode, url).toBe(200);
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(br.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toContain("<div id=root></div>");

      const gzip = await get(url, "gzip");
      expect(gzip.headers["content-encoding"], url).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).toString(), url).toContain("<div id=root></div>");

      const plain = await get(url);
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      expect(plain.body, url).toContain("<div id=root></div>");
    }
  });
});

describe("serving the installable app's worker and manifest", async () => {
  const dist = await mkdtemp(path.join(tmpdir(), "taxlane-dist-"));
  const manifest = JSON.stringify({ name: "Taxlane", start_url: "/app", display: "standalone" });
  // What the build writes at the root beside index.html: the worker, its runtime and the manifest.
  await writeFile(path.join(dist, "index.html"), "<!doctype html><title>Taxlane</title><div id=root></div>");
  await writeFile(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {});");
  await writeFile(path.join(dist, "workbox-1a2b3c4d.js"), "self.workbox = {};");
  await writeFile(path.join(dist, "manifest.webmanifest"), manifest);
  const { app } = await createTestApp({ WEB_DIST_DIR: dist });

  it("sends the worker as JavaScript that the browser revalidates on every check", async () => {
    for (const url of ["/sw.js", "/workbox-1a2b3c4d.js"]) {
      const worker = await app.inject({ method: "GET", url });
      expect(worker.statusCode, url).toBe(200);
      expect(worker.headers["content-type"], url).toMatch(/^(text|application)\/javascript/);
      expect(worker.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("sends the manifest as a web app manifest", async () => {
    const response = await app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.json()).toEqual(JSON.parse(manifest));
  });

  it("lets the page load both from its own origin under the CSP, and nothing from elsewhere", async () => {
    const page = await app.inject({ method: "GET", url: "/user/todo", headers: { accept: "text/html" } });
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/worker-src[^;]*(\*|blob:|data:)/);
  });

  it("answers a missing worker with a 404, never the app's page", async () => {
    const missing = await app.inject({ method: "GET", url: "/workbox-ffffffff.js" });
    expect(missing.statusCode).toBe(404);
  });
});
