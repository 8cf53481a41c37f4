import { type PracticeAnswer, RoleId } from "@taxlane/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callsAs, createSignedInUser, type TestUser } from "../../../test/factories";
import { createPractice, joinedMember, practiceCalls } from "../../../test/practices";
import { createTestApp } from "../../../test/test-app";
import { auditEntries } from "../../db/schema";

const { app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
const { db } = app.services;
const { get, post } = practiceCalls(app);

const practiceOf = async (user: TestUser) => (await get(user, "GetPractice")).json<PracticeAnswer>().practice;
const rolesIn = async (user: TestUser) =>
  (await practiceOf(user))?.members.map((member) => [member.userId, member.role, member.seesAllJobs]);
const conflict = (errorMessage: string) => ({ status: 409, body: { code: "CONFLICT", errorMessage } });
const answer = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});
const audited = (actor: TestUser, action: string) =>
  db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.actorUserId, actor.id), eq(auditEntries.action, action)));

async function practiceWithOwner() {
  const owner = await createSignedInUser(app, RoleId.expert);
  await createPractice(app, owner);
  return owner;
}

/** A call the role table keeps from an assistant: refused before its (empty) body is read, or not. */
const revealAs = (user: TestUser) => callsAs(app).post(user, "/Accountant/RevealOrganizerAnswer", {});

describe("changing a member's role", () => {
  it("takes effect on the member's next call, in the same session, audited", async () => {
    const owner = await practiceWithOwner();
    const assistant = await joinedMember(app, owner, "assistant");
    expect((await revealAs(assistant)).statusCode).toBe(403);
    const response = await post(owner, "ChangeMemberRole", {
      userId: assistant.id,
      role: "preparer",
      seesAllJobs: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await rolesIn(owner)).toEqual([
      [owner.id, "owner", false],
      [assistant.id, "preparer", true],
    ]);
    expect((await revealAs(assistant)).statusCode).toBe(400);
    const [entry] = await audited(owner, "practices.member-role-changed");
    expect(entry).toMatchObject({
      subjectUserId: assistant.id,
      detail: { from: "assistant", to: "preparer", seesAllJobs: true },
    });
  });

  it("keeps a preparer's 'sees every job' when not given, and drops it for other roles", async () => {
    const owner = await practiceWithOwner();
    const preparer = await joinedMember(app, owner, "preparer", true);
    await post(owner, "ChangeMemberRole", { userId: preparer.id, role: "preparer" });
    expect((await rolesIn(owner))?.[1]).toEqual([preparer.id, "preparer", true]);
    await post(owner, "ChangeMemberRole", { userId: preparer.id, role: "reviewer", seesAllJobs: true });
    expect((await rolesIn(owner))?.[1]).toEqual([preparer.id, "reviewer", false]);
  });

  it("keeps one owner (409), lets a second owner be demoted, and finds only members (404)", async () => {
    const owner = await practiceWithOwner();
    expect(answer(await post(owner, "ChangeMemberRole", { userId: owner.id, role: "preparer" }))).toEqual(
      conflict("Your practice needs at least one owner. Make another member an owner first."),
    );
    const partner = await joinedMember(app, owner, "owner");
    expect((await post(owner, "ChangeMemberRole", { userId: owner.id, role: "reviewer" })).statusCode).toBe(
      200,
    );
    expect((await practiceOf(owner))?.myRole).toBe("reviewer");
    const stranger = await createSignedInUser(app, RoleId.expert);
    expect(
      answer(await post(partner, "ChangeMemberRole", { userId: stranger.id, role: "assistant" })),
    ).toEqual({
      status: 404,
      body: { code: "NOT_FOUND", errorMessage: "This person is not a member of your practice." },
    });
  });

  it("is an owner's alone and wants a known role", async () => {
    const owner = await practiceWithOwner();
    const reviewer = await joinedMember(app, owner, "reviewer");
    expect(
      (await post(reviewer, "ChangeMemberRole", { userId: reviewer.id, role: "owner" })).statusCode,
    ).toBe(403);
    const bad = await post(owner, "ChangeMemberRole", { userId: reviewer.id, role: "partner" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ field: "role" }] });
    expect((await post(owner, "ChangeMemberRole", { role: "owner" })).statusCode).toBe(400);
  });
});

describe("removing a member", () => {
  it("takes them out at once: their next call sees no practice and no role's limits; audited", async () => {
    const owner = await practiceWithOwner();
    const assistant = await joinedMember(app, owner, "assistant");
    const response = await post(owner, "RemoveMember", { userId: assistant.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PracticeAnswer>().practice?.members.map((member) => member.userId)).toEqual([
      owner.id,
    ]);
    expect(await practiceOf(assistant)).toBeNull();
    expect((await revealAs(assistant)).statusCode).toBe(400);
    expect(await audited(owner, "practices.member-removed")).toHaveLength(1);
  });

  it("keeps the last owner (409) and finds only members (404); a preparer may not remove (403)", async () => {
    const owner = await practiceWithOwner();
    expect(answer(await post(owner, "RemoveMember", { userId: owner.id }))).toEqual(
      conflict("Your practice needs at least one owner. Make another member an owner first."),
    );
    const preparer = await joinedMember(app, owner, "preparer");
    expect((await post(preparer, "RemoveMember", { userId: owner.id })).statusCode).toBe(403);
    const stranger = await createSignedInUser(app, RoleId.expert);
    expect((await post(owner, "RemoveMember", { userId: stranger.id })).statusCode).toBe(404);
    expect(await rolesIn(owner)).toHaveLength(2);
  });
});

describe("leaving a practice", () => {
  it("takes the member out, audited; the owners see them gone", async () => {
    const owner = await practiceWithOwner();
    const reviewer = await joinedMember(app, owner, "reviewer");
    const response = await post(reviewer, "LeavePractice");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ practice: null });
    expect(await rolesIn(owner)).toEqual([[owner.id, "owner", false]]);
    expect(await audited(reviewer, "practices.member-left")).toHaveLength(1);
  });

  it("is refused to the last owner (409) and to a professional in no practice (404)", async () => {
    const owner = await practiceWithOwner();
    expect(answer(await post(owner, "LeavePractice"))).toEqual(
      conflict(
        "You are your practice's only owner, so you cannot leave it. Make another member an owner first.",
      ),
    );
    const partner = await joinedMember(app, owner, "owner");
    expect((await post(owner, "LeavePractice")).statusCode).toBe(200);
    expect((await practiceOf(partner))?.members.map((member) => member.userId)).toEqual([partner.id]);
    const solo = await createSignedInUser(app, RoleId.expert);
    expect((await post(solo, "LeavePractice")).statusCode).toBe(404);
  });
});
