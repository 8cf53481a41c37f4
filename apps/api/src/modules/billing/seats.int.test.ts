import { type PracticeAnswer, RoleId } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import { createPractice, invite, joinedMember, practiceCalls } from "../../../test/practices";
import { subscriptionsTestApp } from "../../../test/subscriptions-app";
import { localSubscriptions, practiceSeatBilling } from "../../db/schema";

const { app, clock, day, standard, startTrial, settle, fresh, mine, checkout, pay } =
  await subscriptionsTestApp();
const { get, post } = practiceCalls(app);

/** The seat jobs, then the webhook events they caused. */
async function settleSeats() {
  await app.services.jobs.drain([app.services.billing.seats.queue]);
  await settle();
}

async function seatsOf(owner: TestUser) {
  const response = await get(await fresh(owner), "GetPractice");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PracticeAnswer>().practice?.seats;
}

/** The seats the local provider holds on the owner's subscription. */
async function heldSeats(owner: TestUser) {
  const [row] = await app.services.db
    .select()
    .from(localSubscriptions)
    .where(eq(localSubscriptions.userId, owner.id));
  return (row?.state as { seats?: number } | undefined)?.seats ?? 0;
}

/** An owner on the Standard plan's trial, with a practice of `members` (themselves included). */
async function standardPractice(members: number) {
  const { user: owner } = await startTrial("4242 4242 4242 4242", standard.id, "month");
  await createPractice(app, owner);
  const joined: TestUser[] = [];
  for (let count = 1; count < members; count++)
    joined.push(await joinedMember(app, await fresh(owner), "preparer"));
  await settleSeats();
  return { owner, joined };
}

/** A professional who has an account already starts the Standard plan's trial through the test checkout. */
async function subscribeToStandard(user: TestUser) {
  const started = await checkout(await fresh(user), { planId: standard.id, interval: "month" });
  expect(started.statusCode, started.body).toBe(200);
  const session = new URL(started.json<{ url: string }>().url, "http://x").searchParams.get("session") ?? "";
  expect((await pay(await fresh(user), session, "4242 4242 4242 4242")).statusCode).toBe(200);
  await settle();
}

const changeRole = async (owner: TestUser, member: TestUser, role: string) => {
  const response = await post(await fresh(owner), "ChangeMemberRole", { userId: member.id, role });
  expect(response.statusCode, response.body).toBe(200);
};

describe("seats on the plan (local provider)", () => {
  it("refuses a member beyond the included three without a plan that sells seats, in words", async () => {
    const owner = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, owner);
    await joinedMember(app, owner, "preparer");
    // The joining's seat count is told to billing by a job after the commit: its state is read once done.
    await settleSeats();
    // Within the included members, a practice needs no plan; an open invitation counts as a member.
    expect(
      (await post(owner, "InviteMember", { email: "third@example.test", role: "assistant" })).statusCode,
    ).toBe(200);
    const refused = await post(owner, "InviteMember", { email: "fourth@example.test", role: "assistant" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "CONFLICT",
      errorMessage:
        "Your plan includes 3 members. Subscribe to the Standard plan to add more: each further member is charged per seat.",
    });
    expect(await seatsOf(owner)).toEqual({
      included: 3,
      used: 2,
      extra: 0,
      pricePerSeatCents: 4900,
      interval: "month",
      canAddBeyond: false,
      billing: "done",
    });
  });

  it("charges one further seat when a fourth member joins, and none once one leaves", async () => {
    const { owner, joined } = await standardPractice(4);
    expect(await seatsOf(owner)).toMatchObject({
      included: 3,
      used: 4,
      extra: 1,
      canAddBeyond: true,
      billing: "done",
    });
    expect(await heldSeats(owner)).toBe(1);
    const [seat] = await app.services.db.select().from(practiceSeatBilling);
    expect(seat).toBeDefined();

    const leaver = joined[0];
    if (!leaver) throw new Error("no member joined");
    expect((await post(await fresh(leaver), "LeavePractice")).statusCode).toBe(200);
    await settleSeats();
    expect(await heldSeats(owner)).toBe(0);
    expect(await seatsOf(owner)).toMatchObject({ used: 3, extra: 0 });

    // Removed by the owner the same way: back within the included members.
    const extra = await joinedMember(app, await fresh(owner), "assistant");
    await settleSeats();
    expect(await heldSeats(owner)).toBe(1);
    expect((await post(await fresh(owner), "RemoveMember", { userId: extra.id })).statusCode).toBe(200);
    await settleSeats();
    expect(await heldSeats(owner)).toBe(0);
  });

  it("adds the seats to the charge at the trial's end, and prorates a seat added mid-period", async () => {
    const start = clock.now();
    const { owner } = await standardPractice(5);
    expect(await heldSeats(owner)).toBe(2);
    clock.set(new Date(start.getTime() + 30 * day + 1000));
    await app.services.billing.runLocalClock();
    await settle();
    const paid = await mine(owner);
    // The plan's $349 and two seats at $49: nothing prorated in a trial.
    expect(paid.receipts.map((receipt) => receipt.amount)).toEqual([447]);

    const end = new Date(paid.subscription?.currentPeriodEnd ?? 0).getTime();
    const begun = clock.now().getTime() - 1000;
    const middle = new Date(begun + (end - begun) / 2);
    clock.set(middle);
    await joinedMember(app, await fresh(owner), "assistant");
    await settleSeats();
    expect(await heldSeats(owner)).toBe(3);
    clock.set(new Date(end + 1000));
    await app.services.billing.runLocalClock();
    await settle();
    const renewed = await mine(owner);
    const [row] = await app.services.db
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.userId, owner.id));
    expect((row?.state as { prorationCents?: number } | undefined)?.prorationCents).toBe(0);
    const [latest] = renewed.receipts;
    // $349 + 3 × $49, and the third seat for the half period left when it was added (about $24.50).
    expect(latest?.amount).toBeGreaterThan(349 + 147 + 24);
    expect(latest?.amount).toBeLessThan(349 + 147 + 25);
  });

  it("moves the seats to the plan of the owner who pays once the owners change", async () => {
    const { owner, joined } = await standardPractice(3);
    // A second professional on the Standard plan joins, is made an owner, and the first steps down.
    const { user: partner } = await startTrial("4242 4242 4242 4242", standard.id, "month");
    const token = await invite(app, await fresh(owner), partner.email, "preparer");
    expect((await post(await fresh(partner), "AcceptInvitation", { token })).statusCode).toBe(200);
    await settleSeats();
    expect(await heldSeats(owner)).toBe(1);
    await changeRole(owner, partner, "owner");
    await changeRole(owner, owner, "preparer");
    await settleSeats();
    expect(await heldSeats(owner)).toBe(0);
    expect(await heldSeats(partner)).toBe(1);
    expect(await seatsOf(partner)).toMatchObject({ used: 4, extra: 1, billing: "done" });
    expect(joined).toHaveLength(2);
  });

  it("charges the seats already taken when an owner subscribes to Standard later", async () => {
    const { owner, joined } = await standardPractice(5);
    const [heir] = joined;
    if (!heir) throw new Error("no member joined");
    // The owner with the plan hands the practice to a member without one and leaves: nobody pays.
    await changeRole(owner, heir, "owner");
    expect((await post(await fresh(owner), "LeavePractice")).statusCode).toBe(200);
    await settleSeats();
    expect(await heldSeats(owner)).toBe(0);
    expect(await seatsOf(heir)).toMatchObject({ used: 4, extra: 1, canAddBeyond: false });

    await subscribeToStandard(heir);
    await settleSeats();
    expect(await heldSeats(heir)).toBe(1);
    expect(await seatsOf(heir)).toMatchObject({ used: 4, extra: 1, canAddBeyond: true, billing: "done" });
  });
});
