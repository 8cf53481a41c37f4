import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";

// The test apps' own rules: a data folder's queues (mail, webhooks, blob sweep) belong to its apps
// alone. A second app on a folder that outlived the first, or was never closed, took a later file's
// Stripe events on the folder's old slot and applied them without Stripe.
describe("test apps and their data folders' queues", () => {
  let dataDir: string | undefined;
  let firstQueue: string | undefined;

  // Blocks are collected in order before any test runs; each block's apps close when it ends.
  describe("a folder's first app", async () => {
    const first = await createTestApp();
    dataDir = first.dataDir;
    firstQueue = first.app.services.billing.webhooks.queue;
    it("has the folder's queues", () => {
      expect(firstQueue).toMatch(/^billing\.webhook\.test\d+x\d+$/);
    });
  });

  describe("a second app on the folder, open after the first closed", async () => {
    if (!dataDir) throw new Error("the first block made no app");
    const { app: second } = await createTestApp({}, { dataDir });
    let madeInATest: FastifyInstance | undefined;

    it("keeps the folder's queues, which no new folder is given", async () => {
      expect(second.services.billing.webhooks.queue).toBe(firstQueue);
      ({ app: madeInATest } = await createTestApp());
      expect(madeInATest.services.billing.webhooks.queue).not.toBe(firstQueue);
    });

    it("closed the app the test before made when that test ended", async () => {
      await expect(madeInATest?.inject({ url: "/api/health" })).rejects.toThrow("already been closed");
    });
  });
});
