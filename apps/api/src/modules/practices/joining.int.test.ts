import { type InvitationView, type PracticeAnswer, RoleId } from "@taxlane/contract";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../../../test/factories";
import { getAs, startedJob } from "../../../test/marketplace";
import { createPractice, invite, practiceCalls } from "../../../test/practices";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, practiceInvitations, taxPreparationJobs } from "../../db/schema";
import { hashLinkToken } from "../../lib/tokens";

const { app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
const { db } = app.services;
const { get, post } = practiceCalls(app);

const viewOf = (token: string) => get(null, `GetInvitation?token=${encodeURIComponent(token)}`);
const notFound = (errorMessage: string) => ({ status: 404, body: { code: "NOT_FOUND", errorMessage } });
const answer = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});

async function ownerWithPractice(name = "Rivera Tax Group") {
  const owner = await createSignedInUser(app, RoleId.expert);
  await createPractice(app, owner, { name });
  return owner;
}

describe("an invitation's link", () => {
  it("shows anyone the practice, who invited, the role and the e-mail invited", async () => {
    const owner = await ownerWithPractice();
    const token = await invite(app, owner, "viewer@example.test", "preparer", true);
    const response = await viewOf(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<InvitationView>()).toMatchObject({
      practiceName: "Rivera Tax Group",
      inviterName: "Test Person",
      role: "preparer",
      seesAllJobs: true,
      email: "viewer@example.test",
    });
  });

  it("says why it no longer works: unknown, expired or used", async () => {
    expect(answer(await viewOf("no-such-token"))).toEqual(
      notFound("We could not find this invitation. Ask the practice's owner to send you a new one."),
    );
    expect((await get(null, "GetInvitation")).statusCode).toBe(400);
    const owner = await ownerWithPractice();
    const token = await invite(app, owner, "late@example.test", "assistant");
    await db
      .update(practiceInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(practiceInvitations.tokenHash, hashLinkToken(token)));
    expect(answer(await viewOf(token))).toEqual(
      notFound(
        "This invitation expired: invitations stay open for 7 days. Ask the practice's owner to send you a new one.",
      ),
    );
    const joiner = await createSignedInUser(app, RoleId.expert);
    const used = await invite(app, owner, joiner.email, "assistant");
    expect((await post(joiner, "AcceptInvitation", { token: used })).statusCode).toBe(200);
    expect(answer(await viewOf(used))).toEqual(
      notFound("This invitation was already accepted. Sign in with the account that accepted it."),
    );
  });
});

describe("accepting an invitation", () => {
  it("joins the professional with the role in one step, audited; the invitation is used", async () => {
    const owner = await ownerWithPractice();
    const joiner = await createSignedInUser(app, RoleId.expert);
    const token = await invite(app, owner, joiner.email.toUpperCase(), "preparer", true);
    const response = await post(joiner, "AcceptInvitation", { token });
    expect(response.statusCode, response.body).toBe(200);
    const { practice } = response.json<PracticeAnswer>();
    expect(practice).toMatchObject({ name: "Rivera Tax Group", myRole: "preparer", mySeesAllJobs: true });
    expect(practice?.members.map((member) => [member.userId, member.role])).toEqual([
      [owner.id, "owner"],
      [joiner.id, "preparer"],
    ]);
    const ownerView = (await get(owner, "GetPractice")).json<PracticeAnswer>().practice;
    expect(ownerView?.invitations).toEqual([]);
    const [entry] = await db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.actorUserId, joiner.id),
          eq(auditEntries.action, "practices.invitation-accepted"),
        ),
      );
    expect(entry).toMatchObject({ subjectUserId: joiner.id, detail: { role: "preparer" } });
    expect((await post(joiner, "AcceptInvitation", { token })).statusCode).toBe(404);
  });

  it("lets a solo professional with jobs join; the jobs stay theirs", async () => {
    const owner = await ownerWithPractice();
    const { expert, quoteId } = await startedJob(app);
    const token = await invite(app, owner, expert.email, "reviewer");
    expect((await post(expert, "AcceptInvitation", { token })).statusCode).toBe(200);
    const [job] = await db.select().from(taxPreparationJobs).where(eq(taxPreparationJobs.quoteId, quoteId));
    expect(job?.expertUserId).toBe(expert.id);
    const jobs = await getAs<{ quoteId: number }[]>(app, expert, "Accountant/GetAccountantTaxPreparations");
    expect(jobs.body.map((listed) => listed.quoteId)).toContain(quoteId);
  });

  it("refuses another account than the one invited (403), and one already in a practice (409)", async () => {
    const owner = await ownerWithPractice();
    const invited = await createSignedInUser(app, RoleId.expert);
    const token = await invite(app, owner, invited.email, "assistant");
    const someoneElse = await createSignedInUser(app, RoleId.expert);
    expect(answer(await post(someoneElse, "AcceptInvitation", { token }))).toEqual({
      status: 403,
      body: {
        code: "FORBIDDEN",
        errorMessage: `This invitation was sent to ${invited.email}. Sign in with that account to accept it, or ask the practice's owner to invite the e-mail you use.`,
      },
    });
    await createPractice(app, invited, { name: "My own" });
    expect(answer(await post(invited, "AcceptInvitation", { token }))).toEqual({
      status: 409,
      body: {
        code: "CONFLICT",
        errorMessage: "You already belong to a practice. Leave it before you join another one.",
      },
    });
    expect((await get(owner, "GetPractice")).json<PracticeAnswer>().practice?.members).toHaveLength(1);
  });

  it("refuses an expired invitation, a taxpayer, a stranger and a missing token", async () => {
    const owner = await ownerWithPractice();
    const invited = await createSignedInUser(app, RoleId.expert);
    const token = await invite(app, owner, invited.email, "assistant");
    await db
      .update(practiceInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(practiceInvitations.tokenHash, hashLinkToken(token)));
    expect((await post(invited, "AcceptInvitation", { token })).statusCode).toBe(404);
    const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
    expect((await post(taxpayer, "AcceptInvitation", { token })).statusCode).toBe(403);
    expect((await post(null, "AcceptInvitation", { token })).statusCode).toBe(401);
    const missing = await post(invited, "AcceptInvitation", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errors: [
        {
          field: "token",
          message: "Open the link from the invitation e-mail; it carries the invitation's key.",
        },
      ],
    });
  });
});
