import type { Introduction } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../../../test/factories";
import { clearTestExperts, localExperts, requestsOf as requestsOfIn } from "../../../test/local-experts";
import { createExpert, getAs, invitationKey, postIndividualRequest } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { expertProfiles, expertReviews, notifications, requestMatches } from "../../db/schema";
import { fixedClock } from "../../lib/clock";
import { INVITED_REASON } from "./matching";
import { WIDEN_AFTER_MS } from "./matching.service";

const clock = fixedClock(new Date("2027-02-10T15:00:00Z"));
const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });

// South Dakota taxpayers who will not meet online: only South Dakota experts fit them, whatever other tests add.
const localOnly = { state: "SD", areYouOkWithVirtualMeetings: false };

// Only this file makes South Dakota and North Dakota experts; the ones an earlier run left go first.
await clearTestExperts(app, ["SD", "ND"]);

const southDakotaExperts = (count: number) => localExperts(app, "SD", count);
const requestsOf = (expert: Parameters<typeof getAs>[1]) => requestsOfIn(app, expert);

describe("matching", () => {
  it("routes a request to the 5 best experts who fit, tells them, and shows the taxpayer why", async () => {
    const experts = await southDakotaExperts(6);
    const taxpayer = await createSignedInUser(app, 1);
    const requestId = await postIndividualRequest(app, taxpayer, localOnly);

    const introductions = (
      await getAs<Introduction[]>(app, taxpayer, "Taxpayer/GetIntroductions")
    ).body.filter((introduction) => introduction.taxPreparationId === requestId);
    expect(introductions).toHaveLength(5);
    // The least experienced of the six is the one left out.
    expect(introductions.map((introduction) => introduction.accountantId)).not.toContain(experts[0]?.id);
    expect(introductions[0]?.reasons[0]).toBe("Based in South Dakota, like you");
    expect(introductions[0]).toMatchObject({ jobType: "Personal", state: "SD", quoteId: null });
    // Each introduction shows its own expert's workplace and stars, read with the introductions.
    const [rated] = introductions;
    if (!rated) throw new Error("no introductions");
    const review = { expertUserId: rated.accountantId, comment: "Clear.", createdAt: clock.now() };
    await app.services.db.insert(expertReviews).values([
      { ...review, rating: 5, authorName: "Ana R." },
      { ...review, rating: 2, authorName: "Ben T." },
    ]);
    const shown = (await getAs<Introduction[]>(app, taxpayer, "Taxpayer/GetIntroductions")).body.filter(
      (introduction) => introduction.taxPreparationId === requestId,
    );
    for (const introduction of shown) {
      const [profile] = await app.services.db
        .select()
        .from(expertProfiles)
        .where(eq(expertProfiles.userId, introduction.accountantId));
      expect(introduction).toMatchObject({
        city: profile?.city,
        state: profile?.state,
        taxPreparerTypeId: profile?.taxPreparerTypeId,
      });
      const rating = introduction.accountantId === rated.accountantId ? 3.5 : null;
      expect(introduction.stars).toBe(rating);
      expect(introduction.reviewsCount).toBe(rating === null ? 0 : 2);
    }

    const best = experts[5];
    if (!best) throw new Error("no experts");
    const seen = await requestsOf(best);
    expect(seen.find((request) => request.id === requestId)).toMatchObject({
      invited: false,
      sentQuoteId: null,
      matchReasons: expect.arrayContaining(["Based in South Dakota, like you"]),
      // The taxpayer has not agreed to be called: no e-mail, no phone.
      user: { email: null, phoneNumber: null },
    });
    expect((await requestsOf(experts[0] as typeof best)).some((request) => request.id === requestId)).toBe(
      false,
    );
    const notices = await getAs<{ title: string; link: string }[]>(app, best, "User/GetUserNotifications");
    expect(notices.body[0]).toMatchObject({ title: "New request for a quote", link: "expert/requests" });
  });

  it("routes a request made through an invitation link to that expert alone", async () => {
    const [inviter] = await southDakotaExperts(2);
    if (!inviter) throw new Error("no expert");
    const taxpayer = await createSignedInUser(app, 1);
    const requestId = await postIndividualRequest(app, taxpayer, {
      ...localOnly,
      invitationkey: await invitationKey(app, inviter),
    });
    const introductions = (await getAs<Introduction[]>(app, taxpayer, "Taxpayer/GetIntroductions")).body;
    expect(introductions.map((introduction) => [introduction.accountantId, introduction.reasons])).toEqual([
      [inviter.id, [INVITED_REASON]],
    ]);
    expect((await requestsOf(inviter)).find((request) => request.id === requestId)?.invited).toBe(true);
  });

  it("widens a request that fewer than 5 experts fitted, an hour later", async () => {
    const [local] = await southDakotaExperts(1);
    await createExpert(app, { state: "MT", workingTypeIds: [1] });
    const taxpayer = await createSignedInUser(app, 1);
    // North Dakota, in person only: at first only the North Dakota expert fits.
    const northDakota = await createExpert(app, { state: "ND", workingTypeIds: [3] });
    const requestId = await postIndividualRequest(app, taxpayer, { ...localOnly, state: "ND" });
    const routed = async () =>
      app.services.db.select().from(requestMatches).where(eq(requestMatches.requestId, requestId));
    expect((await routed()).map((match) => match.expertUserId)).toEqual([northDakota.id]);

    await app.services.matching.widen();
    expect(await routed()).toHaveLength(1);

    clock.advance(WIDEN_AFTER_MS + 1000);
    const outcome = await app.services.matching.widen();
    expect(outcome.requests).toBeGreaterThanOrEqual(1);
    const widened = await routed();
    expect(widened.length).toBeGreaterThan(1);
    expect(widened.length).toBeLessThanOrEqual(5);
    expect(
      widened.filter((match) => match.round === 2).every((match) => match.reasons[0]?.includes("online")),
    ).toBe(true);
    // The South Dakota expert meets only in person and in South Dakota: never routed to North Dakota.
    expect(widened.map((match) => match.expertUserId)).not.toContain(local?.id);
  });

  it("widens a request once when passes run at the same moment: 5 introductions at most, one notice each", async () => {
    const taxpayer = await createSignedInUser(app, 1);
    // Maine, in person only: at first only the Maine expert fits; online ones elsewhere come on widening.
    // States no other test puts an expert in (on PostgreSQL, test files share the database).
    const maine = await createExpert(app, { state: "ME", workingTypeIds: [3] });
    const online = await Promise.all(
      Array.from({ length: 6 }, () => createExpert(app, { state: "DE", workingTypeIds: [1] })),
    );
    const requestId = await postIndividualRequest(app, taxpayer, { ...localOnly, state: "ME" });
    const routed = async () =>
      app.services.db.select().from(requestMatches).where(eq(requestMatches.requestId, requestId));
    expect((await routed()).map((match) => match.expertUserId)).toEqual([maine.id]);

    clock.advance(WIDEN_AFTER_MS + 1000);
    await Promise.all([
      app.services.matching.widen(),
      app.services.matching.widen(),
      app.services.matching.widen(),
    ]);
    const widened = await routed();
    expect(widened.length).toBeGreaterThan(1);
    expect(widened.length).toBeLessThanOrEqual(5);
    // Every expert is told once of each request they were introduced to (other tests' requests too).
    for (const expert of online) {
      const [introduced, told] = await Promise.all([
        app.services.db.select().from(requestMatches).where(eq(requestMatches.expertUserId, expert.id)),
        app.services.db.select().from(notifications).where(eq(notifications.userId, expert.id)),
      ]);
      expect(told.filter((notice) => notice.title === "New request for a quote")).toHaveLength(
        introduced.length,
      );
    }
  });
});
