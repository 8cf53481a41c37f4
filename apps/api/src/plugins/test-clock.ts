import { t } from "@taxlane/contract/i18n";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { AppError } from "../lib/app-error";

/** Up to three years at once: a journey may follow a return to a letter that comes years later. */
const maxAdvanceHours = 3 * 366 * 24;
const bodySchema = z.object({
  advanceHours: z.number().positive().max(maxAdvanceHours),
});

/** The other API processes' test clocks, when several serve one port (`WORKERS`). */
export interface TestClockPeers {
  /** Resolves once every other process's clock stands at this offset from the real time. */
  announce(offsetMs: number): Promise<void>;
  /** Another process moved its clock to this offset. */
  onMove(listener: (offsetMs: number) => void): void;
  /** Stops hearing the others (when the app closes). */
  close?(): Promise<void>;
}

/**
 * `POST /api/test/clock {advanceHours}`: moves the server's clock ahead and runs the reminders' pass,
 * so a journey sees what days later brings. Registered only when `TEST_CLOCK=true`, which the config
 * accepts only with NODE_ENV=test: a real deployment never has it. Outside the endpoint table and
 * the API documentation on purpose.
 */
export const testClockPlugin: FastifyPluginAsync<{
  advance(milliseconds: number): void | Promise<void>;
  now(): Date;
  afterMove(): Promise<unknown>;
}> = async (app, { advance, now, afterMove }) => {
  app.post("/test/clock", { schema: { hide: true } }, async (request) => {
    const parsed = bodySchema.safeParse(request.body);
    if (!parsed.success) throw new AppError("VALIDATION_FAILED", t("operator.testClockHours"));
    await advance(parsed.data.advanceHours * 60 * 60 * 1000);
    await afterMove();
    return { now: now().toISOString() };
  });
};
