import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../test/factories";
import { createTestApp } from "../../test/test-app";
import { COMPRESSION_THRESHOLD } from "./compression";

describe("compressing API replies", async () => {
  const { app } = await createTestApp();
  const faq = (acceptEncoding?: string) =>
    app.inject({
      method: "GET",
      url: "/api/Public/Faq",
      headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
    });

  it("sends JSON over 1 KB with brotli or gzip, as the request accepts, and the same JSON either way", async () => {
    const plain = await faq();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await faq("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await faq("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    const refused = await faq("br;q=0, identity");
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it("leaves JSON under 1 KB as it is", async () => {
    const health = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toMatchObject({ status: expect.any(String) });
  });

  it("never compresses a file that is compressed already, such as a PDF", async () => {
    const owner = await createSignedInUser(app);
    const pdf = Buffer.from(`%PDF-1.7\n${"1 0 obj << /Type /Catalog >> endobj\n".repeat(100)}%%EOF\n`);
    expect(pdf.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    const stored = await app.services.files.save({
      bytes: pdf,
      name: "return.pdf",
      purpose: "test-owned",
      ownerUserId: owner.id,
      allow: "documents",
    });
    const download = await app.inject({
      method: "GET",
      url: `/api/files/${stored.id}`,
      headers: { ...bearer(owner), "accept-encoding": "br, gzip" },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-encoding"]).toBeUndefined();
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });
});
