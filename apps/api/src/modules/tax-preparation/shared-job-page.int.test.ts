/**
 * The existing client's job page (`/user/tax_preparation/:id`) serves both roles: opened by a
 * taxpayer, it still reads the professional's lists. A taxpayer gets their own rows in the same
 * shape, never another taxpayer's, and never a 403 (the page stops at the first refused call).
 */
import type { AccountantAppointment, ExpertTaxPreparation } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { booked, clientOf, decide } from "../../../test/appointments";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import { createExpert, getAs } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { fixedClock } from "../../lib/clock";

// Monday 2 March 2026, 10:00 in New York: Tuesday's working hours are all ahead.
const clock = fixedClock(new Date("2026-03-02T15:00:00Z"));
const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });

/** The three calls of the job page, spelled as that client spells them. */
const jobsOf = (user: TestUser) =>
  getAs<ExpertTaxPreparation[]>(app, user, "Accountant/GetAccountantTaxPreparations");
const requestsOf = (user: TestUser) =>
  getAs<AccountantAppointment[]>(app, user, "accountant/GetAccountantAppointmentRequests");
const approvedOf = (user: TestUser) =>
  getAs<AccountantAppointment[]>(app, user, "accountant/GetAccountantApprovedAppointments");

describe("the job page opened by a taxpayer", async () => {
  const expert = await createExpert(app);
  // Two clients of one professional: each must see only their own rows of the professional's lists.
  const first = await clientOf(app, expert);
  const second = await clientOf(app, expert);
  const firstApproved = await booked(app, first.taxpayer, {
    quoteId: first.quoteId,
    dateTime: "2026-03-03",
    time: 10,
  });
  expect((await decide(app, expert, "accountant/ApproveAppointment", firstApproved)).statusCode).toBe(200);
  const firstWaiting = await booked(app, first.taxpayer, {
    quoteId: first.quoteId,
    dateTime: "2026-03-03",
    time: 12,
  });
  const secondWaiting = await booked(app, second.taxpayer, {
    quoteId: second.quoteId,
    dateTime: "2026-03-03",
    time: 14,
  });

  it("lists the taxpayer's own jobs in the professional's shape, naming the professional", async () => {
    const { status, body } = await jobsOf(first.taxpayer);
    expect(status).toBe(200);
    expect(body).toEqual([
      expect.objectContaining({
        quoteId: first.quoteId,
        taxpayerId: first.taxpayer.id,
        taxpayerFirstName: "Test",
        taxpayerLastName: "Person",
        jobType: "Personal",
        fee: 350,
        jobStatusId: 1,
        taxReturnFile: null,
        accountantId: expert.id,
        accountantFirstName: "Test",
        accountantLastName: "Person",
      }),
    ]);
    // The professional's own list still holds both clients' jobs, without the added fields.
    const own = await jobsOf(expert);
    expect(own.body.map((job) => job.quoteId)).toEqual(
      expect.arrayContaining([first.quoteId, second.quoteId]),
    );
    expect(own.body[0]).not.toHaveProperty("accountantId");
  });

  it("lists the taxpayer's own appointment requests and approved appointments", async () => {
    const waiting = await requestsOf(first.taxpayer);
    expect(waiting.status).toBe(200);
    expect(waiting.body).toEqual([
      expect.objectContaining({
        id: firstWaiting,
        taxpayerId: first.taxpayer.id,
        quoteId: first.quoteId,
        date: "2026-03-03",
        time: 12,
        status: "requested",
        accountantId: expert.id,
      }),
    ]);
    const approved = await approvedOf(first.taxpayer);
    expect(approved.status).toBe(200);
    expect(approved.body.map((row) => [row.id, row.time, row.status])).toEqual([
      [firstApproved, 10, "approved"],
    ]);
    // The professional sees both clients' requests.
    expect((await requestsOf(expert)).body.map((row) => row.id)).toEqual([firstWaiting, secondWaiting]);
  });

  it("never shows another taxpayer's rows", async () => {
    expect((await jobsOf(second.taxpayer)).body.map((job) => job.quoteId)).toEqual([second.quoteId]);
    expect((await requestsOf(second.taxpayer)).body.map((row) => row.id)).toEqual([secondWaiting]);
    expect((await approvedOf(second.taxpayer)).body).toEqual([]);

    const newcomer = await createSignedInUser(app, 1);
    for (const list of [jobsOf, requestsOf, approvedOf]) {
      expect(await list(newcomer)).toEqual({ status: 200, body: [] });
    }
  });
});
