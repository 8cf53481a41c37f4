import type { TaxpayerAppointment } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { booked, clientOf } from "../../../test/appointments";
import { appointmentsTestApp } from "../../../test/appointments-app";
import type { TestUser } from "../../../test/factories";
import { createExpert, getAs, postQuery } from "../../../test/marketplace";
import { createPractice, joinedMember, practiceCalls } from "../../../test/practices";
import { plans, subscriptions } from "../../db/schema";

const { app, hours, requestsOf, approvedOf, ownOf } = await appointmentsTestApp();
const { db } = app.services;

const assign = async (owner: TestUser, quoteId: number, userId: number) => {
  const response = await practiceCalls(app).post(owner, "AssignJobs", { quoteIds: [quoteId], userId });
  if (response.statusCode !== 200) throw new Error(`AssignJobs: ${response.body}`);
};
const ids = async (list: Promise<{ body: { id: number }[] }>) => (await list).body.map((row) => row.id);

describe("a practice's calendar", async () => {
  // A solo professional with a client makes a practice (the job becomes its) on the Standard plan.
  const owner = await createExpert(app);
  const { taxpayer, quoteId } = await clientOf(app, owner);
  // Four seats: the owner's plan becomes the Standard one, which sells them.
  const [standard] = await db.select().from(plans).where(eq(plans.code, "expert-standard"));
  await db.update(subscriptions).set({ planId: standard?.id }).where(eq(subscriptions.userId, owner.id));
  await createPractice(app, owner);
  const preparer = await joinedMember(app, owner, "preparer");
  const next = await joinedMember(app, owner, "preparer");
  const assistant = await joinedMember(app, owner, "assistant");

  it("books with the member assigned; the owner and the assistant see and manage it, other preparers do not", async () => {
    await assign(owner, quoteId, preparer.id);
    expect((await hours(taxpayer, preparer.id, "2026-03-04")).status).toBe(200);
    const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-04", time: 11 });
    expect((await ownOf(taxpayer)).body).toEqual([
      expect.objectContaining<Partial<TaxpayerAppointment>>({ id, accountantId: preparer.id }),
    ]);
    // The slot is taken on the preparer's own calendar, not the owner's.
    expect((await hours(taxpayer, preparer.id, "2026-03-04")).body).not.toContain(11);
    expect(await ids(requestsOf(preparer))).toEqual([id]);
    expect(await ids(requestsOf(owner))).toEqual([id]);
    expect(await ids(requestsOf(assistant))).toEqual([id]);
    expect(await ids(requestsOf(next))).toEqual([]);
    expect(
      (await postQuery(app, next, "accountant/ApproveAppointment", { appointmentId: id })).statusCode,
    ).toBe(404);
    expect(
      (await postQuery(app, assistant, "accountant/ApproveAppointment", { appointmentId: id })).statusCode,
    ).toBe(200);
    expect(await ids(approvedOf(preparer))).toEqual([id]);
  });

  it("after reassignment the next booking goes to the new member; the one made stays with whom it was booked", async () => {
    const [first] = await ids(approvedOf(preparer));
    await assign(owner, quoteId, next.id);
    const second = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-05", time: 10 });
    expect((await ownOf(taxpayer)).body.map((row) => [row.id, row.accountantId])).toEqual([
      [second, next.id],
      [first, preparer.id],
    ]);
    expect(await ids(requestsOf(next))).toEqual([second]);
    expect(await ids(requestsOf(preparer))).toEqual([]);
    expect(await ids(approvedOf(preparer))).toEqual([first]);
    expect(await ids(approvedOf(next))).toEqual([]);
    expect(
      (await postQuery(app, next, "accountant/CancelAppointment", { appointmentId: first ?? 0 })).statusCode,
    ).toBe(404);
    expect(await ids(approvedOf(owner))).toEqual([first]);
    // The owner manages the new member's request too: declining it with a message speaks as the owner.
    const declined = await app.inject({
      method: "POST",
      url: `/api/accountant/RejectAppointment?appointmentId=${second}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { message: "Let us meet on Friday instead" },
    });
    expect(declined.statusCode).toBe(200);
    const [conversation] = (
      await getAs<{ id: number; userId: number }[]>(app, taxpayer, "Chat/GetUserChatConnections")
    ).body;
    expect(conversation?.userId).toBe(next.id);
    const messages = await getAs<{ createdBy: number; message: string }[]>(
      app,
      taxpayer,
      `Chat/GetChatMessages?connectionId=${conversation?.id}&from=0&to=5`,
    );
    expect(messages.body.map((message) => [message.createdBy, message.message])).toEqual([
      [owner.id, "Let us meet on Friday instead"],
    ]);
  });
});
