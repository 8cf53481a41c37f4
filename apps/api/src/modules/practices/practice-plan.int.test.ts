import type { CurrentUser } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { givePlan } from "../../../test/billing";
import { callsAs, createSignedInUser, type TestUser } from "../../../test/factories";
import { createPractice, joinedMember, practiceCalls } from "../../../test/practices";
import { createTestApp } from "../../../test/test-app";

const { app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
const { post } = practiceCalls(app);
const calls = callsAs(app);

/** GetUser's `hasSubscription`: whether a plan covers the person, which the web's plan banner reads. */
const covered = async (user: TestUser) =>
  (await calls.get(user, "/user/GetUser")).json<CurrentUser>().hasSubscription;

/** A practice whose owner holds a plan in the state given (none: no plan), with a preparer. */
async function practiceWithPlan(status: "active" | "past_due" | "canceled" | "none") {
  const owner = await createSignedInUser(app, 2);
  if (status !== "none") await givePlan(app, owner.id, status);
  await createPractice(app, owner);
  const preparer = await joinedMember(app, owner, "preparer");
  return { owner, preparer };
}

describe("the plan that covers a practice's member", () => {
  it("is the practice's: an owner's plan covers every member, who has none of their own", async () => {
    const { owner, preparer } = await practiceWithPlan("active");
    expect(await covered(owner)).toBe(true);
    expect(await covered(preparer)).toBe(true);
    // As for one's own plan, one not ended counts, past due included (decision 0134).
    const pastDue = await practiceWithPlan("past_due");
    expect(await covered(pastDue.preparer)).toBe(true);
  });

  it("is none when no owner holds a live plan, whatever another practice's owner holds", async () => {
    const { preparer } = await practiceWithPlan("none");
    await practiceWithPlan("active");
    expect(await covered(preparer)).toBe(false);
    expect(await covered((await practiceWithPlan("canceled")).preparer)).toBe(false);
  });

  it("follows who owns the practice: a second owner's plan covers it, and a member who leaves takes none", async () => {
    const { owner, preparer } = await practiceWithPlan("none");
    const partner = await joinedMember(app, owner, "reviewer");
    await givePlan(app, partner.id);
    expect(await covered(preparer)).toBe(false);
    const promoted = await post(owner, "ChangeMemberRole", { userId: partner.id, role: "owner" });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await covered(preparer)).toBe(true);
    expect(await covered(owner)).toBe(true);

    expect((await post(preparer, "LeavePractice")).statusCode).toBe(200);
    expect(await covered(preparer)).toBe(false);
  });
});
