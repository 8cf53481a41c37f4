import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../../test/factories";
import { fakeS3ForTests } from "../../../test/fake-s3";
import { createTestApp } from "../../../test/test-app";

const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
const program = Buffer.from("4d5a90000300000004000000ffff0000b800", "hex");

/** Each store's blobs as the place holding them sees them: a name (ending in the key) and the bytes. */
type HeldBlobs = () => Promise<{ name: string; bytes: Buffer }[]>;

const stores: { name: string; open(): Promise<{ environment: Record<string, string>; held?: HeldBlobs }> }[] =
  [
    { name: "on disk", open: async () => ({ environment: {} }) },
    {
      name: "in an S3-compatible bucket",
      async open() {
        const s3 = await fakeS3ForTests();
        const held: HeldBlobs = async () =>
          [...s3.objects].map(([name, object]) => ({ name, bytes: object.bytes }));
        return { environment: s3.environment, held };
      },
    },
  ];

describe.each(stores)("the file store $name", async (store) => {
  const opened = await store.open();
  const { app, dataDir } = await createTestApp({ FILE_MAX_BYTES: "1024", ...opened.environment });
  const { files } = app.services;
  const held: HeldBlobs =
    opened.held ??
    (async () => {
      const folder = path.join(dataDir, "files");
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
      const names = entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
      return Promise.all(names.map(async (name) => ({ name, bytes: await readFile(name) })));
    });
  const heldNames = async () => (await held()).map((blob) => blob.name);

  it("stores a file encrypted and gives it back to its owner", async () => {
    const owner = await createSignedInUser(app);
    const stored = await files.save({
      bytes: pdf,
      name: "2024 return.pdf",
      purpose: "test-owned",
      ownerUserId: owner.id,
      allow: "documents",
    });
    expect(stored.contentType).toBe("application/pdf");
    expect(stored.sizeBytes).toBe(pdf.length);

    const blobs = await held();
    expect(blobs.some((blob) => blob.bytes.includes(Buffer.from("%PDF")))).toBe(false);
    expect(blobs.some((blob) => blob.name.endsWith(stored.storageKey))).toBe(true);

    const response = await app.inject({
      method: "GET",
      url: `/api/files/${stored.id}`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="2024 return.pdf"; filename*=UTF-8''2024%20return.pdf`,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("hides a file from everyone else, and asks strangers to sign in", async () => {
    const owner = await createSignedInUser(app);
    const other = await createSignedInUser(app);
    const stored = await files.save({
      bytes: pdf,
      name: "w2.pdf",
      purpose: "test-owned",
      ownerUserId: owner.id,
      allow: "pdf",
    });

    const asOther = await app.inject({
      method: "GET",
      url: `/api/files/${stored.id}`,
      headers: bearer(other),
    });
    expect(asOther.statusCode).toBe(404);
    const missing = await app.inject({ method: "GET", url: "/api/files/99999999", headers: bearer(other) });
    expect(asOther.json()).toEqual(missing.json());

    const anonymous = await app.inject({ method: "GET", url: `/api/files/${stored.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("UNAUTHENTICATED");
  });

  it("lets a purpose's access policy open a file to others", async () => {
    const owner = await createSignedInUser(app);
    const expert = await createSignedInUser(app, 2);
    files.registerAccessPolicy("test-shared-with-experts", (principal) => principal?.roleId === 2);
    const stored = await files.save({
      bytes: png,
      name: "id.png",
      purpose: "test-shared-with-experts",
      ownerUserId: owner.id,
      allow: "images",
    });
    const response = await app.inject({
      method: "GET",
      url: `/api/files/${stored.id}`,
      headers: bearer(expert),
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png)).toBe(true);
  });

  it("refuses a session that has ended", async () => {
    const owner = await createSignedInUser(app);
    const stored = await files.save({
      bytes: pdf,
      name: "a.pdf",
      purpose: "test-owned",
      ownerUserId: owner.id,
      allow: "pdf",
    });
    await app.services.sessions.end(owner.sessionId);
    const response = await app.inject({
      method: "GET",
      url: `/api/files/${stored.id}`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a type outside the allow-list, whatever the name says, and keeps nothing", async () => {
    const owner = await createSignedInUser(app);
    const before = await heldNames();
    await expect(
      files.save({
        bytes: program,
        name: "invoice.pdf",
        purpose: "test-owned",
        ownerUserId: owner.id,
        allow: "documents",
      }),
    ).rejects.toMatchObject({ statusCode: 415, message: expect.stringContaining("Please upload a PDF") });
    await expect(
      files.save({
        bytes: pdf,
        name: "photo.png",
        purpose: "test-owned",
        ownerUserId: owner.id,
        allow: "images",
      }),
    ).rejects.toMatchObject({
      statusCode: 415,
      message: "That file type is not accepted here. Please upload a JPEG, PNG or WebP image.",
    });
    expect(await heldNames()).toEqual(before);
  });

  it("refuses a file over the size limit, and an empty one", async () => {
    const owner = await createSignedInUser(app);
    const large = Buffer.concat([pdf, Buffer.alloc(2048, 0x20)]);
    await expect(
      files.save({
        bytes: large,
        name: "big.pdf",
        purpose: "test-owned",
        ownerUserId: owner.id,
        allow: "pdf",
      }),
    ).rejects.toMatchObject({ statusCode: 413, code: "PAYLOAD_TOO_LARGE" });
    await expect(
      files.save({
        bytes: Buffer.alloc(0),
        name: "empty.pdf",
        purpose: "test-owned",
        ownerUserId: owner.id,
        allow: "pdf",
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });

  it("keeps only a safe name", async () => {
    const owner = await createSignedInUser(app);
    const stored = await files.save({
      bytes: pdf,
      name: '../../etc/pass"wd\r\n.pdf',
      purpose: "test-owned",
      ownerUserId: owner.id,
      allow: "pdf",
    });
    expect(stored.name).toBe("passwd.pdf");
  });

  it("removes a file's record and bytes together", async () => {
    const owner = await createSignedInUser(app);
    const stored = await files.save({
      bytes: pdf,
      name: "gone.pdf",
      purpose: "test-owned",
      ownerUserId: owner.id,
      allow: "pdf",
    });
    await files.remove(stored.id);
    expect((await heldNames()).some((name) => name.endsWith(stored.storageKey))).toBe(false);
    const response = await app.inject({
      method: "GET",
      url: `/api/files/${stored.id}`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(404);
  });
});
