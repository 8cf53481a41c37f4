import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { replicasForTests } from "../../../test/api-process";
import { createSignedInUser } from "../../../test/factories";
import { fakeS3ForTests } from "../../../test/fake-s3-for-tests";
import { createTestApp } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";

const databaseUrl = process.env.DATABASE_URL;

// Processes with data folders of their own share sessions' key, the data key and one bucket, as
// replicas on several machines do.
const s3 = databaseUrl ? await fakeS3ForTests() : undefined;
const shared = {
  JWT_SECRET: randomBytes(32).toString("base64"),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  ...s3?.environment,
};
const app = databaseUrl ? (await createTestApp(shared)).app : undefined;

// Two API processes need one PostgreSQL server between them; PGlite lives inside a single process.
describe.skipIf(!databaseUrl)(
  "files in a bucket across API processes (PostgreSQL only: set DATABASE_URL)",
  () => {
    const replicas = replicasForTests({
      databaseUrl: String(databaseUrl),
      jwtSecret: shared.JWT_SECRET,
      environment: shared,
    });

    it("a file stored by one process downloads through others that have data folders of their own", async () => {
      if (!app || !s3) throw new Error("no test app");
      const owner = await createSignedInUser(app);
      const bytes = smallPdf();
      const stored = await app.services.files.save({
        bytes,
        name: "w2.pdf",
        purpose: "test-owned",
        ownerUserId: owner.id,
        allow: "pdf",
      });
      // Sealed before it left: the bucket holds no PDF.
      const object = s3.objects.get(`files/${stored.storageKey}`);
      expect(object?.bytes.includes(Buffer.from("%PDF"))).toBe(false);

      for (const api of [replicas.first, replicas.second]) {
        const response = await fetch(`${api.address}/api/files/${stored.id}`, {
          headers: { authorization: `Bearer ${owner.token}` },
        });
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
      }
    });
  },
);
