import { randomBytes } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../../test/factories";
import { fakeS3ForTests } from "../../../test/fake-s3-for-tests";
import { createTestApp } from "../../../test/test-app";
import { systemClock } from "../../lib/clock";
import { Keyring } from "../../lib/keyring";
import { createDiskBlobStore, newStorageKey } from "../../plugins/files/blob-store";
import type { AllowList } from "../../plugins/files/sniff";
import { filesRepository } from "./files.repository";
import { createFilesService } from "./files.service";

const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
const program = Buffer.from("4d5a90000300000004000000ffff0000b800", "hex");
const maxBytes = 256 * 1024;
/** A PDF of several sealed chunks (64 KiB each). */
const largePdf = Buffer.concat([pdf, randomBytes(150 * 1024)]);

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
  const { app, dataDir } = await createTestApp({ FILE_MAX_BYTES: String(maxBytes), ...opened.environment });
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
  /** Saves a file of `owner`'s own (purpose "test-owned"). */
  const saveOwned = (owner: { id: number }, bytes: Buffer, name: string, allow: AllowList) =>
    files.save({ bytes, name, purpose: "test-owned", ownerUserId: owner.id, allow });

  it("stores a file encrypted and gives it back to its owner", async () => {
    const owner = await createSignedInUser(app);
    const stored = await saveOwned(owner, pdf, "2024 return.pdf", "documents");
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

  it("sends a file of several chunks as it opens them, at the file's own length", async () => {
    const owner = await createSignedInUser(app);
    const stored = await saveOwned(owner, largePdf, "scans.pdf", "pdf");
    expect(stored.sealing).toBe(2);
    const blob = (await held()).find((entry) => entry.name.endsWith(stored.storageKey));
    expect(blob?.bytes.includes(largePdf.subarray(2000, 2100))).toBe(false);
    const response = await app.inject({ url: `/api/files/${stored.id}`, headers: bearer(owner) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-length"]).toBe(String(largePdf.length));
    expect(response.rawPayload.equals(largePdf)).toBe(true);
    expect(
      (
        await files.read({ userId: owner.id, roleId: owner.roleId, sessionId: owner.sessionId }, stored.id)
      ).bytes.equals(largePdf),
    ).toBe(true);
  });

  it("stops sending a file whose stored bytes were changed, at the chunk that was", async () => {
    const owner = await createSignedInUser(app);
    const stored = await saveOwned(owner, largePdf, "changed.pdf", "pdf");
    const blob = (await held()).find((entry) => entry.name.endsWith(stored.storageKey));
    if (!blob) throw new Error("no blob");
    // A byte of the second chunk: the bucket's object is changed in place, the file on disk rewritten.
    const offset = 16 + 64 * 1024 + 16 + 10;
    blob.bytes[offset] = (blob.bytes[offset] ?? 0) ^ 1;
    if (!opened.held) await writeFile(blob.name, blob.bytes);
    // The first chunk may have gone out; the reply ends there, short of its length, never with the change.
    await expect(app.inject({ url: `/api/files/${stored.id}`, headers: bearer(owner) })).rejects.toThrow(
      /destroyed before completion/,
    );
  });

  it("hides a file from everyone else, and asks strangers to sign in", async () => {
    const owner = await createSignedInUser(app);
    const other = await createSignedInUser(app);
    const stored = await saveOwned(owner, pdf, "w2.pdf", "pdf");

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
    const stored = await saveOwned(owner, pdf, "a.pdf", "pdf");
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
    await expect(saveOwned(owner, program, "invoice.pdf", "documents")).rejects.toMatchObject({
      statusCode: 415,
      message: expect.stringContaining("Please upload a PDF"),
    });
    await expect(saveOwned(owner, pdf, "photo.png", "images")).rejects.toMatchObject({
      statusCode: 415,
      message: "That file type is not accepted here. Please upload a JPEG, PNG or WebP image.",
    });
    expect(await heldNames()).toEqual(before);
  });

  it("refuses a file over the size limit, and an empty one", async () => {
    const owner = await createSignedInUser(app);
    const large = Buffer.concat([pdf, Buffer.alloc(maxBytes, 0x20)]);
    await expect(saveOwned(owner, large, "big.pdf", "pdf")).rejects.toMatchObject({
      statusCode: 413,
      code: "PAYLOAD_TOO_LARGE",
    });
    await expect(saveOwned(owner, Buffer.alloc(0), "empty.pdf", "pdf")).rejects.toMatchObject({
      statusCode: 422,
    });
  });

  it("keeps only a safe name", async () => {
    const owner = await createSignedInUser(app);
    const stored = await saveOwned(owner, pdf, '../../etc/pass"wd\r\n.pdf', "pdf");
    expect(stored.name).toBe("passwd.pdf");
  });

  it("removes a file's record and bytes together", async () => {
    const owner = await createSignedInUser(app);
    const stored = await saveOwned(owner, pdf, "gone.pdf", "pdf");
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

describe("files stored before they were sealed in chunks", async () => {
  const { app, dataDir } = await createTestApp();
  const keyring = new Keyring("k1", new Map([["k1", randomBytes(32)]]));
  const blobs = createDiskBlobStore(path.join(dataDir, "files-sealed-whole"));
  const files = createFilesService({ db: app.services.db, blobs, keyring, clock: systemClock, maxBytes });

  it("are read and sent whole, as before", async () => {
    const owner = await createSignedInUser(app);
    const principal = { userId: owner.id, roleId: owner.roleId, sessionId: owner.sessionId };
    const storageKey = newStorageKey();
    const { keyId, sealed } = keyring.encrypt(largePdf);
    await blobs.put(storageKey, sealed);
    const stored = await filesRepository.insert(app.services.db, {
      storageKey,
      keyId,
      name: "old.pdf",
      contentType: "application/pdf",
      sizeBytes: largePdf.length,
      purpose: "test-owned",
      ownerUserId: owner.id,
      createdAt: new Date(),
    });
    expect(stored.sealing).toBe(1);
    expect((await files.read(principal, stored.id)).bytes.equals(largePdf)).toBe(true);
    const { body } = await files.download(principal, stored.id, "192.0.2.1");
    const sent: Buffer[] = [];
    for await (const chunk of body) sent.push(chunk as Buffer);
    expect(Buffer.concat(sent).equals(largePdf)).toBe(true);
  });
});
