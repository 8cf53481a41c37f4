import { access, mkdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fakeS3ForTests } from "../../../test/fake-s3-for-tests";
import { createTestApp, newDataDir } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";
import { fixedClock } from "../../lib/clock";
import { createDiskBlobStore, newStorageKey } from "../../plugins/files/blob-store";
import { createBlobStore } from "../../plugins/files/blob-stores";
import { sweepOrphanBlobs } from "./orphan-blobs";

const clock = fixedClock(new Date());
const minutesAgo = (minutes: number) => new Date(clock.now().getTime() - minutes * 60_000);
const sealed = () => Buffer.from(`sealed bytes ${newStorageKey()}`);

/** Where the disk store keeps a key's blob under `folder`. */
const blobFile = (folder: string, key: string) => path.join(folder, key.slice(0, 2), key.slice(2, 4), key);
const age = (file: string, minutes: number) => utimes(file, minutesAgo(minutes), minutesAgo(minutes));
const present = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe("sweeping file blobs no row names", async () => {
  const { app, dataDir } = await createTestApp({}, { clock });
  const { db, files } = app.services;
  const folder = path.join(dataDir, "files");
  const blobs = createDiskBlobStore(folder);
  const saveFile = () =>
    files.save({ bytes: smallPdf(), name: "return.pdf", purpose: "test", ownerUserId: null, allow: "pdf" });

  it("removes orphans and half-written blobs over an hour old, and keeps fresh ones and every named blob", async () => {
    const named = await saveFile();
    const orphan = newStorageKey();
    const fresh = newStorageKey();
    await blobs.put(orphan, sealed());
    await blobs.put(fresh, sealed());
    // A crash mid-write leaves the bytes aside under a `.part` name.
    const partial = `${blobFile(folder, newStorageKey())}.0badcafe.part`;
    await mkdir(path.dirname(partial), { recursive: true });
    await writeFile(partial, sealed());

    await age(blobFile(folder, named.storageKey), 24 * 60);
    await age(blobFile(folder, orphan), 61);
    await age(partial, 61);
    await age(blobFile(folder, fresh), 59);

    expect(await sweepOrphanBlobs({ db, blobs, clock, log: app.log })).toBe(2);
    expect(await present(blobFile(folder, orphan))).toBe(false);
    expect(await present(partial)).toBe(false);
    expect(await present(blobFile(folder, fresh))).toBe(true);
    expect(await present(blobFile(folder, named.storageKey))).toBe(true);
    expect((await files.find(named.id))?.storageKey).toBe(named.storageKey);

    // An hour later the orphan that was fresh goes too; the named blob never does.
    clock.advance(60 * 60_000);
    expect(await sweepOrphanBlobs({ db, blobs, clock, log: app.log })).toBe(1);
    expect(await present(blobFile(folder, fresh))).toBe(false);
    expect(await present(blobFile(folder, named.storageKey))).toBe(true);
  });

  it("keeps old blobs when the database names none of them (the wrong database)", async () => {
    const elsewhere = path.join(dataDir, "another-store");
    const store = createDiskBlobStore(elsewhere);
    const key = newStorageKey();
    await store.put(key, sealed());
    await age(blobFile(elsewhere, key), 24 * 60);

    expect(await sweepOrphanBlobs({ db, blobs: store, clock, log: app.log })).toBe(0);
    expect(await present(blobFile(elsewhere, key))).toBe(true);
  });
});

describe("the sweep at start", async () => {
  // A data folder holding a blob the database names and an old orphan, before the app starts.
  const { app: first, dataDir: firstDir } = await createTestApp({}, { clock });
  const named = await first.services.files.save({
    bytes: smallPdf(),
    name: "return.pdf",
    purpose: "test",
    ownerUserId: null,
    allow: "pdf",
  });
  const dataDir = await newDataDir();
  const folder = path.join(dataDir, "files");
  const store = createDiskBlobStore(folder);
  await store.put(
    named.storageKey,
    await createDiskBlobStore(path.join(firstDir, "files")).get(named.storageKey),
  );
  const orphan = newStorageKey();
  await store.put(orphan, sealed());
  // The named blob is fresh: still it shows the database is the store's own.
  await age(blobFile(folder, orphan), 2 * 60);

  await createTestApp({}, { clock, dataDir });

  it("removes the old orphan and keeps the named blob", async () => {
    expect(await present(blobFile(folder, orphan))).toBe(false);
    expect(await present(blobFile(folder, named.storageKey))).toBe(true);
  });
});

describe("sweeping a bucket's blobs no row names", async () => {
  const s3 = await fakeS3ForTests();
  const { app } = await createTestApp(s3.environment, { clock });
  const { db, files, config } = app.services;
  const blobs = await createBlobStore(config);
  afterAll(() => blobs.close());
  const objectKey = (key: string) => `files/${key}`;
  const ageObject = (key: string, minutes: number) => {
    const object = s3.objects.get(key);
    if (!object) throw new Error(`no object ${key}`);
    object.modifiedAt = minutesAgo(minutes);
  };

  it("removes old orphans over every page of the listing, and keeps fresh, named and foreign objects", async () => {
    const named = await files.save({
      bytes: smallPdf(),
      name: "return.pdf",
      purpose: "test",
      ownerUserId: null,
      allow: "pdf",
    });
    const orphans = [newStorageKey(), newStorageKey(), newStorageKey()];
    const fresh = newStorageKey();
    for (const key of [...orphans, fresh]) await blobs.put(key, sealed());
    // Objects that are not ours: beside the blobs under the prefix, and outside it.
    s3.objects.set("files/notes.txt", { bytes: sealed(), modifiedAt: minutesAgo(24 * 60) });
    s3.objects.set(newStorageKey(), { bytes: sealed(), modifiedAt: minutesAgo(24 * 60) });
    ageObject(objectKey(named.storageKey), 24 * 60);
    for (const key of orphans) ageObject(objectKey(key), 61);
    ageObject(objectKey(fresh), 59);
    const foreign = [...s3.objects.keys()].filter((key) => !key.startsWith("files/") || key.endsWith(".txt"));

    expect(await sweepOrphanBlobs({ db, blobs, clock, log: app.log })).toBe(3);
    expect(orphans.some((key) => s3.objects.has(objectKey(key)))).toBe(false);
    expect(s3.objects.has(objectKey(fresh))).toBe(true);
    expect(s3.objects.has(objectKey(named.storageKey))).toBe(true);
    for (const key of foreign) expect(s3.objects.has(key)).toBe(true);
    // The named file still reads back through the bucket.
    expect((await blobs.get(named.storageKey)).length).toBeGreaterThan(0);
  });
});
