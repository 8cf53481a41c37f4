import { afterAll } from "vitest";
import { startFakeS3 } from "./fake-s3";

/** A fake S3 server for the enclosing file, closed after its tests. */
export async function fakeS3ForTests(options?: Parameters<typeof startFakeS3>[0]) {
  const fake = await startFakeS3(options);
  afterAll(() => fake.close());
  return fake;
}
