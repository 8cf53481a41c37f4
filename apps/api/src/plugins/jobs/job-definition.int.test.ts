import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp } from "../../../test/test-app";
import { defineJob } from "./job-definition";

describe("a job's payload and its definition", async () => {
  const { app } = await createTestApp();
  const { jobs, db } = app.services;
  const handled: number[] = [];
  // Never declared to this app's queue: a send that reaches pg-boss is refused there for its queue.
  const countJob = defineJob({
    name: "test.count",
    schema: z.object({ count: z.number().int().positive() }),
    handler: async ({ count }) => {
      handled.push(count);
    },
  });

  it("refuses a payload its schema refuses when it is sent, before it is queued", async () => {
    await expect(jobs.send(db, countJob, { count: -1 })).rejects.toThrow(z.ZodError);
  });

  it("lets a payload its schema takes through to the queue", async () => {
    await expect(jobs.send(db, countJob, { count: 2 })).rejects.toThrow("no job added to queue test.count");
    expect(handled).toEqual([]);
  });
});
