import { type MarketplaceHealth, RoleId } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callsAs, createSignedInUser, type TestUser } from "../../../test/factories";
import { createExpert } from "../../../test/marketplace";
import { createTestApp, ownDatabase } from "../../../test/test-app";
import { expertProfiles, quotes, taxPreparationJobs, taxRequests } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

// The figures are over everyone: a database of this file's own. Now: June 15, 2026, noon in New York,
// so the window is May 17 to June 15.
const clock = fixedClock(new Date("2026-06-15T16:00:00Z"));
const { app } = await createTestApp(
  { RATE_LIMIT_PER_MINUTE: "100000" },
  { clock, database: await ownDatabase() },
);
const { db } = app.services;
const { get } = callsAs(app);
const hours = (at: Date, count: number) => new Date(at.getTime() + count * 3_600_000);

/** A request made at the instant, quoted by experts that many hours after it. */
async function request(taxpayer: TestUser, experts: TestUser[], at: string, quotedAfterHours: number[]) {
  const createdAt = new Date(at);
  const [row] = await db
    .insert(taxRequests)
    .values({ taxpayerUserId: taxpayer.id, kind: 1, answers: {}, createdAt })
    .returning();
  if (!row) throw new Error("no request");
  const quoteIds: number[] = [];
  for (const [index, after] of quotedAfterHours.entries()) {
    const expert = experts[index];
    if (!expert) throw new Error("not enough experts");
    const [quote] = await db
      .insert(quotes)
      .values({
        requestId: row.id,
        expertUserId: expert.id,
        taxpayerUserId: taxpayer.id,
        price: 300,
        statusId: 8,
        createdAt: hours(createdAt, after),
      })
      .returning();
    if (quote) quoteIds.push(quote.id);
  }
  return { requestId: row.id, quoteIds };
}

describe("the marketplace's health", () => {
  it("counts the window's requests by day, their quotes, how soon the first came, and the hired", async () => {
    const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
    const experts = await Promise.all(
      Array.from({ length: 6 }, () => createSignedInUser(app, RoleId.expert)),
    );
    const hired = await request(taxpayer, experts, "2026-06-15T10:00:00Z", [5, 2]);
    await request(taxpayer, experts, "2026-06-14T14:00:00Z", [10]);
    await request(taxpayer, experts, "2026-06-14T15:00:00Z", []);
    await request(taxpayer, experts, "2026-06-01T12:00:00Z", [1, 3, 3, 4, 4, 4]);
    // 01:00 on May 17 in New York is in the window; 23:00 on May 16 and May 1 are not.
    await request(taxpayer, experts, "2026-05-17T05:00:00Z", []);
    await request(taxpayer, experts, "2026-05-17T03:00:00Z", [1]);
    await request(taxpayer, experts, "2026-05-01T12:00:00Z", [1]);
    const quoteId = hired.quoteIds[0] ?? 0;
    await db.insert(taxPreparationJobs).values({
      quoteId,
      requestId: hired.requestId,
      taxpayerUserId: taxpayer.id,
      expertUserId: experts[0]?.id ?? 0,
      statusId: 1,
      taxYear: 2025,
      fee: 300,
      startedAt: clock.now(),
      statusChangedAt: clock.now(),
    });
    // Two professionals wait for their credentials to be checked, the oldest since 9.5 days; one was verified.
    const waiting = await createExpert(app);
    await db
      .update(expertProfiles)
      .set({ createdAt: hours(clock.now(), -9.5 * 24) })
      .where(eq(expertProfiles.userId, waiting.id));
    await createExpert(app);
    const verified = await createExpert(app);
    await db
      .update(expertProfiles)
      .set({ createdAt: hours(clock.now(), -40 * 24), credentialsVerifiedAt: clock.now() })
      .where(eq(expertProfiles.userId, verified.id));

    const response = await get(await createSignedInUser(app, RoleId.admin), "/Admin/GetMarketplaceHealth");
    expect(response.statusCode, response.body).toBe(200);
    const health = response.json<MarketplaceHealth>();
    expect(health.since).toBe("2026-05-17");
    expect(health.requestsByDay).toHaveLength(30);
    expect(health.requestsByDay.filter((day) => day.requests > 0)).toEqual([
      { day: "2026-05-17", requests: 1 },
      { day: "2026-06-01", requests: 1 },
      { day: "2026-06-14", requests: 2 },
      { day: "2026-06-15", requests: 1 },
    ]);
    expect(health.requests).toBe(5);
    // 2, 1, 0, 6 and 0 quotes.
    expect(health.quotesPerRequest).toEqual({
      average: 1.8,
      distribution: [
        { quotes: 0, requests: 2 },
        { quotes: 1, requests: 1 },
        { quotes: 2, requests: 1 },
        { quotes: 3, requests: 0 },
        { quotes: 4, requests: 0 },
        { quotes: 5, requests: 1 },
      ],
    });
    // First quotes after 2, 10 and 1 hours.
    expect(health.medianHoursToFirstQuote).toBe(2);
    expect(health.hired).toEqual({ requests: 1, share: 0.2 });
    expect(health.verification).toEqual({ waiting: 2, oldestWaitingDays: 9 });
  });

  it("is for operators only", async () => {
    for (const roleId of [RoleId.taxpayer, RoleId.expert]) {
      const response = await get(await createSignedInUser(app, roleId), "/Admin/GetMarketplaceHealth");
      expect(response.statusCode).toBe(403);
    }
    expect((await get(null, "/Admin/GetMarketplaceHealth")).statusCode).toBe(401);
  });
});
