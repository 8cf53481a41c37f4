import { RoleId, TaxPreparationTypeId, TaxPreparerTypeId, WorkingTypeId } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { profilesRepository } from "./profiles.repository";
import { reviewsRepository } from "./reviews.repository";

describe("experts near you and testimonials", async () => {
  const { app } = await createTestApp();
  const { db, clock } = app.services;

  async function expertIn(state: string, years: number, ratings: number[], verified = true) {
    const user = await createSignedInUser(app, RoleId.expert);
    await profilesRepository.insertProfile(db, {
      userId: user.id,
      taxPreparationTypeId: TaxPreparationTypeId.individual,
      taxPreparerTypeId: TaxPreparerTypeId.cpa,
      workingTypeIds: [WorkingTypeId.onlineOrPhone],
      yearsOfExperience: years,
      state,
      city: "Cheyenne",
      credentialsVerifiedAt: verified ? clock.now() : null,
      createdAt: clock.now(),
    });
    await reviewsRepository.insertMany(
      db,
      ratings.map((rating) => ({
        expertUserId: user.id,
        authorName: "Lee R.",
        rating,
        comment: `A thorough, patient professional who explained everything (${rating} stars).`,
        createdAt: clock.now(),
      })),
    );
    return user.id;
  }

  it("lists a state's experts best rated first, new ones last, with public names only", async () => {
    const good = await expertIn("WY", 5, [4, 5]);
    const best = await expertIn("WY", 3, [5, 5]);
    const fresh = await expertIn("WY", 20, [], false);
    const elsewhere = await expertIn("VT", 8, [5]);
    const response = await app.inject({ url: "/api/Public/ExpertsNearYou?state=wy&count=24" });
    expect(response.statusCode).toBe(200);
    const cards =
      response.json<{ id: number; state: string; rateByStars: number | null; displayName: string }[]>();
    expect(cards.every((card) => card.state === "WY")).toBe(true);
    const ids = cards.map((card) => card.id);
    expect(ids).not.toContain(elsewhere);
    expect(ids.indexOf(best)).toBeLessThan(ids.indexOf(good));
    expect(ids.indexOf(good)).toBeLessThan(ids.indexOf(fresh));
    const freshCard = cards.find((card) => card.id === fresh);
    expect(freshCard).toMatchObject({
      rateByStars: null,
      reviewsCount: 0,
      credentialsVerified: false,
      displayName: "Test P.",
    });
    expect(cards.find((card) => card.id === good)?.rateByStars).toBe(4.5);
    expect(JSON.stringify(cards)).not.toMatch(/@example\.test|Person/);
  });

  it("limits the count and refuses an unknown state", async () => {
    const one = await app.inject({ url: "/api/Public/ExpertsNearYou?count=1" });
    expect(one.json()).toHaveLength(1);
    const bad = await app.inject({ url: "/api/Public/ExpertsNearYou?state=ZZ" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ field: "state", message: "Please choose a US state." });
    expect((await app.inject({ url: "/api/Public/ExpertsNearYou?count=500" })).statusCode).toBe(400);
  });

  it("shows the best reviews as testimonials", async () => {
    await expertIn("WY", 2, [5]);
    const response = await app.inject({ url: "/api/Public/Testimonials?count=3" });
    expect(response.statusCode).toBe(200);
    const testimonials = response.json<{ rating: number; comment: string; expertDisplayName: string }[]>();
    expect(testimonials.length).toBeGreaterThan(0);
    expect(testimonials.length).toBeLessThanOrEqual(3);
    expect(testimonials.every((testimonial) => testimonial.rating >= 4)).toBe(true);
  });
});
