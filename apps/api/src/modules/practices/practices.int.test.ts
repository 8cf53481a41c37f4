import { type PracticeAnswer, RoleId } from "@taxlane/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import { latestMailTo } from "../../../test/mailbox";
import { getAs, startedJob } from "../../../test/marketplace";
import {
  createPractice,
  invitationTokenFor,
  invite,
  joinedMember,
  practiceCalls,
} from "../../../test/practices";
import { createTestApp } from "../../../test/test-app";
import { auditEntries } from "../../db/schema";

const { app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
const { db } = app.services;
const { get, post } = practiceCalls(app);

const audited = (actor: TestUser, action: string) =>
  db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.actorUserId, actor.id), eq(auditEntries.action, action)));
const practiceOf = async (user: TestUser) => (await get(user, "GetPractice")).json<PracticeAnswer>().practice;
const refusal = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});

describe("making an account a practice", () => {
  it("makes the professional its owner, audited, and their jobs stay theirs", async () => {
    const { expert, quoteId } = await startedJob(app);
    expect(await practiceOf(expert)).toBeNull();
    const response = await post(expert, "CreatePractice", {
      name: "  Rivera Tax Group ",
      address: "12 Main St\nAustin, TX",
      efin: "1234567",
    });
    expect(response.statusCode, response.body).toBe(200);
    const { practice } = response.json<PracticeAnswer>();
    expect(practice).toMatchObject({
      name: "Rivera Tax Group",
      address: "12 Main St\nAustin, TX",
      efin: "1234567",
      myRole: "owner",
      members: [{ userId: expert.id, role: "owner", email: expert.email, name: "Test Person" }],
      invitations: [],
    });
    expect(await practiceOf(expert)).toEqual(practice);
    expect(await audited(expert, "practices.created")).toHaveLength(1);
    const jobs = await getAs<{ quoteId: number }[]>(app, expert, "Accountant/GetAccountantTaxPreparations");
    expect(jobs.body.map((job) => job.quoteId)).toContain(quoteId);
  });

  it("stores blank optional fields as none", async () => {
    const owner = await createSignedInUser(app, RoleId.expert);
    const practice = await createPractice(app, owner, { name: "Solo & Co", address: " ", efin: "" });
    expect(practice).toMatchObject({ address: null, efin: null });
  });

  it("refuses a professional already in a practice: 409", async () => {
    const owner = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, owner);
    expect(refusal(await post(owner, "CreatePractice", { name: "Second" }))).toEqual({
      status: 409,
      body: {
        code: "CONFLICT",
        errorMessage:
          "You already belong to a practice, so your account cannot become another one. Leave it first.",
      },
    });
  });

  it("says what to fix in a name or EFIN", async () => {
    const owner = await createSignedInUser(app, RoleId.expert);
    const blank = await post(owner, "CreatePractice", { name: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      errors: [{ field: "name", message: "Enter the practice's name." }],
    });
    const long = await post(owner, "CreatePractice", { name: "x".repeat(121) });
    expect(long.json()).toMatchObject({
      errors: [{ field: "name", message: "The practice's name can be at most 120 characters." }],
    });
    const efin = await post(owner, "CreatePractice", { name: "Rivera", efin: "12345" });
    expect(efin.statusCode).toBe(400);
    expect(efin.json()).toMatchObject({ errors: [{ field: "efin" }] });
    expect(await practiceOf(owner)).toBeNull();
  });

  it("is for professionals only", async () => {
    const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
    expect((await post(taxpayer, "CreatePractice", { name: "Mine" })).statusCode).toBe(403);
    expect((await post(null, "CreatePractice", { name: "Mine" })).statusCode).toBe(401);
  });
});

describe("the practice's details", () => {
  it("are changed by an owner, audited", async () => {
    const owner = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, owner, { name: "Old name", efin: "7654321" });
    const response = await post(owner, "UpdatePractice", { name: "New name", address: "5 Elm St" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PracticeAnswer>().practice).toMatchObject({
      name: "New name",
      address: "5 Elm St",
      efin: null,
    });
    expect(await audited(owner, "practices.updated")).toHaveLength(1);
  });

  it("are not a preparer's to change (403), and a professional in no practice has none (404)", async () => {
    const owner = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, owner);
    const preparer = await joinedMember(app, owner, "preparer");
    const refused = await post(preparer, "UpdatePractice", { name: "Mine now" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ errorMessage: string }>().errorMessage).toBe(
      "Your role in Rivera Tax Group (Preparer) does not include managing the practice's members and details. Ask the practice's owner if you need it.",
    );
    const solo = await createSignedInUser(app, RoleId.expert);
    expect(refusal(await post(solo, "UpdatePractice", { name: "Mine" }))).toEqual({
      status: 404,
      body: {
        code: "NOT_FOUND",
        errorMessage:
          "You are not part of a practice. Make your account a practice first, or accept an invitation to one.",
      },
    });
  });

  it("are shown to every member, the invitations only to owners", async () => {
    const owner = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, owner);
    const assistant = await joinedMember(app, owner, "assistant");
    await invite(app, owner, "someone-new@example.test", "reviewer");
    const seen = await practiceOf(assistant);
    expect(seen).toMatchObject({ myRole: "assistant", invitations: null });
    expect(seen?.members.map((member) => member.role)).toEqual(["owner", "assistant"]);
    expect((await practiceOf(owner))?.invitations).toHaveLength(1);
  });
});

describe("inviting a member", () => {
  it("mails a link valid 7 days, lists the invitation and audits it", async () => {
    const owner = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, owner);
    const response = await post(owner, "InviteMember", {
      email: " Newcomer-1@Example.test ",
      role: "preparer",
      seesAllJobs: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [invitation] = response.json<PracticeAnswer>().practice?.invitations ?? [];
    expect(invitation).toMatchObject({
      email: "Newcomer-1@Example.test",
      role: "preparer",
      seesAllJobs: true,
      invitedBy: "Test Person",
      expired: false,
    });
    const days =
      (Date.parse(invitation?.expiresAt ?? "") - Date.parse(invitation?.invitedAt ?? "")) / 86_400_000;
    expect(days).toBe(7);
    const mail = await latestMailTo(app, "newcomer-1@example.test");
    expect(mail?.subject).toBe("Test Person invites you to join Rivera Tax Group on Taxlane");
    expect(mail?.text).toContain("as Preparer.");
    expect(await invitationTokenFor(app, "newcomer-1@example.test")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await audited(owner, "practices.member-invited")).toHaveLength(1);
  });

  it("replaces an open invitation to the same address; the old link stops working", async () => {
    const owner = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, owner);
    const first = await invite(app, owner, "twice@example.test", "assistant");
    const second = await invite(app, owner, "TWICE@example.test", "reviewer", true);
    const invitations = (await practiceOf(owner))?.invitations ?? [];
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toMatchObject({ role: "reviewer", seesAllJobs: false });
    expect((await get(null, `GetInvitation?token=${first}`)).statusCode).toBe(404);
    expect((await get(null, `GetInvitation?token=${second}`)).statusCode).toBe(200);
  });

  it("refuses, in words, a member of this or another practice and accounts that are not a professional's", async () => {
    const owner = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, owner);
    const member = await joinedMember(app, owner, "assistant");
    const otherOwner = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, otherOwner, { name: "Elsewhere LLP" });
    const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
    const operator = await createSignedInUser(app, RoleId.admin);
    const invited = async (email: string) =>
      refusal(await post(owner, "InviteMember", { email, role: "preparer" }));
    const conflict = (errorMessage: string) => ({ status: 409, body: { code: "CONFLICT", errorMessage } });
    expect(await invited(member.email)).toEqual(
      conflict(`${member.email} is already a member of your practice.`),
    );
    expect(await invited(owner.email)).toEqual(
      conflict(`${owner.email} is already a member of your practice.`),
    );
    expect(await invited(otherOwner.email)).toEqual(
      conflict(
        `${otherOwner.email} already belongs to another practice. They need to leave it before they can join yours.`,
      ),
    );
    for (const person of [taxpayer, operator]) {
      expect(await invited(person.email)).toEqual(
        conflict(
          `${person.email} is not a tax professional's account, so it cannot join a practice. Ask for the e-mail of their professional account.`,
        ),
      );
    }
    expect((await practiceOf(owner))?.invitations).toEqual([]);
  });

  it("says what to fix in an e-mail or a role, and is an owner's alone", async () => {
    const owner = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, owner);
    const badRole = await post(owner, "InviteMember", { email: "x@example.test", role: "boss" });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json()).toMatchObject({
      errors: [{ field: "role", message: "Choose a role: Owner, Preparer, Reviewer or Assistant." }],
    });
    const badEmail = await post(owner, "InviteMember", { email: "not an address", role: "assistant" });
    expect(badEmail.json()).toMatchObject({ errors: [{ field: "email" }] });
    const reviewer = await joinedMember(app, owner, "reviewer");
    expect(
      (await post(reviewer, "InviteMember", { email: "x@example.test", role: "assistant" })).statusCode,
    ).toBe(403);
  });
});

describe("withdrawing an invitation", () => {
  it("takes it off the list, stops its link and is audited; twice is a 409", async () => {
    const owner = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, owner);
    const token = await invite(app, owner, "withdrawn@example.test", "assistant");
    const [invitation] = (await practiceOf(owner))?.invitations ?? [];
    const response = await post(owner, "RevokeInvitation", { invitationId: invitation?.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PracticeAnswer>().practice?.invitations).toEqual([]);
    expect(refusal(await get(null, `GetInvitation?token=${token}`))).toEqual({
      status: 404,
      body: {
        code: "NOT_FOUND",
        errorMessage:
          "This invitation was withdrawn by the practice. Ask the practice's owner if you should still join.",
      },
    });
    expect(await audited(owner, "practices.invitation-revoked")).toHaveLength(1);
    expect(refusal(await post(owner, "RevokeInvitation", { invitationId: invitation?.id }))).toEqual({
      status: 409,
      body: {
        code: "CONFLICT",
        errorMessage: "This invitation is no longer pending, so there is nothing to withdraw.",
      },
    });
  });

  it("finds only the owner's own practice's invitations (404), and wants an id (400)", async () => {
    const owner = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, owner);
    await invite(app, owner, "theirs@example.test", "assistant");
    const [theirs] = (await practiceOf(owner))?.invitations ?? [];
    const stranger = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, stranger, { name: "Other" });
    expect((await post(stranger, "RevokeInvitation", { invitationId: theirs?.id })).statusCode).toBe(404);
    expect((await post(owner, "RevokeInvitation", { invitationId: "first" })).statusCode).toBe(400);
    expect((await practiceOf(owner))?.invitations).toHaveLength(1);
  });
});
