import { chmod, lstat, mkdir, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mailSent } from "../../test/mailbox";
import { createTestApp, newDataDir } from "../../test/test-app";
import { smallPdf } from "../../test/uploads";

/** Every entry under `root` that its group or others may read, write or enter, with its mode. */
async function looseEntries(root: string): Promise<string[]> {
  const loose: string[] = [];
  const visit = async (entry: string) => {
    const stats = await lstat(entry);
    if (stats.mode & 0o077)
      loose.push(`${path.relative(root, entry) || "."} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of await readdir(entry)) await visit(path.join(entry, name));
  };
  await visit(root);
  return loose;
}

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe("the data folder is the owner's alone", async () => {
  // A folder left open by an earlier version: itself, a shard folder and a mail file.
  const dataDir = await newDataDir();
  const looseShard = path.join(dataDir, "files", "ab");
  const looseMail = path.join(dataDir, "mail", "earlier.eml");
  await mkdir(looseShard, { recursive: true });
  await mkdir(path.dirname(looseMail), { recursive: true });
  await writeFile(looseMail, "From: someone@example.test\n\nHello\n");
  await chmod(looseShard, 0o777);
  await chmod(path.join(dataDir, "files"), 0o777);
  await chmod(looseMail, 0o666);
  await chmod(dataDir, 0o755);

  // PGlite on disk, as in production (it writes its cluster 0666), under this process's usual umask.
  const { app } = await createTestApp({}, { dataDir, databaseOnDisk: true });

  it("repairs folders and files left open to others before it starts", async () => {
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, "files"))).toBe(0o700);
    expect(await modeOf(looseShard)).toBe(0o700);
    expect(await modeOf(looseMail)).toBe(0o600);
  });

  it("keeps the database, file blobs, mail and keys owner-only", async () => {
    await app.services.files.save({
      bytes: smallPdf(),
      name: "return.pdf",
      purpose: "test",
      ownerUserId: null,
      allow: "pdf",
    });
    const sent = await app.inject({
      method: "POST",
      url: "/api/identity/sendEmailValidationCode?email=owner-only%40example.test",
    });
    expect(sent.statusCode).toBe(200);
    await mailSent(app);

    const written = await readdir(dataDir, { recursive: true });
    expect(written.some((entry) => entry.startsWith(path.join("db", "pg_wal")))).toBe(true);
    expect(written.filter((entry) => entry.startsWith("mail") && entry.endsWith(".eml"))).toHaveLength(2);
    expect(written.some((entry) => /^files\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{48}$/.test(entry))).toBe(true);
    expect(written).toContain(path.join("keys", "jwt.key"));
    expect(await looseEntries(dataDir)).toEqual([]);
  });
});
