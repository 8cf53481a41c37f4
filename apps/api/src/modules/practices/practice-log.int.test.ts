import { type PracticeLog, RoleId } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import { createPractice, invite, joinedMember, practiceCalls } from "../../../test/practices";
import { createTestApp } from "../../../test/test-app";
import { users } from "../../db/schema";
import { auditRecords } from "../audit";

const { app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
const { db, clock } = app.services;
const { get, post } = practiceCalls(app);

const logOf = async (user: TestUser, query = "") => {
  const response = await get(user, `GetPracticeLog${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PracticeLog>();
};
const sentences = (log: PracticeLog) => log.entries.map((entry) => [entry.actorName, entry.summary]);

async function named(user: TestUser, firstName: string, lastName: string) {
  await db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  return user;
}

/** An entry the person made at a moment of the test's choosing, `minutes` from now. */
const actedAt = (user: TestUser, minutes: number, subject?: TestUser) =>
  auditRecords.record(db, {
    at: new Date(clock.now().getTime() + minutes * 60_000),
    actor: { userId: user.id, roleId: RoleId.expert },
    action: "organizer.read",
    subjectUserId: subject?.id ?? null,
    from: "203.0.113.9",
  });

async function practiceWithOwner(name: string) {
  const owner = await named(await createSignedInUser(app, RoleId.expert), "Olivia", name);
  await createPractice(app, owner, { name: `${name} Tax` });
  return owner;
}

describe("the practice's log", () => {
  it("shows what its members did since they joined, newest first, in words, and nobody else's", async () => {
    const owner = await practiceWithOwner("Rivera");
    const preparer = await named(await createSignedInUser(app, RoleId.expert), "Pat", "Lee");
    await actedAt(preparer, -60); // before joining: their own business
    const token = await invite(app, owner, preparer.email, "preparer");
    expect((await post(preparer, "AcceptInvitation", { token })).statusCode).toBe(200);
    const client = await named(await createSignedInUser(app), "Dana", "Nguyen");
    await actedAt(preparer, 0, client);
    const otherOwner = await practiceWithOwner("Stone");
    await actedAt(otherOwner, 0, client);

    const log = await logOf(owner);
    expect(sentences(log)).toEqual([
      ["Pat Lee", "Read the organizer answers of Dana Nguyen"],
      ["Pat Lee", "Joined a practice as Preparer"],
      ["Olivia Rivera", "Invited a professional to join their practice as Preparer"],
      ["Olivia Rivera", "Made their account a practice"],
    ]);
    expect(log.entries[0]).toMatchObject({ subjectName: "Dana Nguyen" });
    // Names and sentences only: the address an entry came from and its detail stay out.
    expect(JSON.stringify(log)).not.toContain("203.0.113.9");
    expect(Object.keys(log.entries[0] ?? {}).sort()).toEqual([
      "actorName",
      "at",
      "id",
      "subjectName",
      "summary",
    ]);
    expect(log.nextBefore).toBeNull();
    expect(sentences(await logOf(otherOwner))).toEqual([
      ["Olivia Stone", "Read the organizer answers of Dana Nguyen"],
      ["Olivia Stone", "Made their account a practice"],
    ]);
  });

  it("keeps a removed member's entries while they were one, not what they did after", async () => {
    const owner = await practiceWithOwner("Harper");
    const member = await named(await joinedMember(app, owner, "assistant"), "Sam", "Ortiz");
    await actedAt(member, 0);
    expect((await post(owner, "RemoveMember", { userId: member.id })).statusCode).toBe(200);
    await actedAt(member, 5); // after leaving, e.g. for another practice
    const log = await logOf(owner);
    expect(sentences(log).slice(0, 3)).toEqual([
      ["Olivia Harper", "Removed Sam Ortiz from their practice"],
      ["Sam Ortiz", "Read the organizer answers of an account no longer on file"],
      ["Sam Ortiz", "Joined a practice as Assistant"],
    ]);
    expect(log.entries).toHaveLength(5);
  });

  it("pages with before and limit, and refuses a limit out of range in words", async () => {
    const owner = await practiceWithOwner("Page");
    for (let minute = 1; minute <= 4; minute++) await actedAt(owner, minute);
    const first = await logOf(owner, "?limit=2");
    expect(first.entries).toHaveLength(2);
    expect(first.nextBefore).toBe(first.entries[1]?.id);
    const second = await logOf(owner, `?limit=2&before=${first.nextBefore}`);
    const third = await logOf(owner, `?limit=2&before=${second.nextBefore}`);
    expect(third.entries.map((entry) => entry.summary)).toEqual(["Made their account a practice"]);
    expect(third.nextBefore).toBeNull();
    const ids = [...first.entries, ...second.entries, ...third.entries].map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const limit of ["0", "101", "many"]) {
      const refused = await get(owner, `GetPracticeLog?limit=${limit}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain("Ask for between 1 and 100 entries of the log at a time.");
    }
  });

  it("is for owners: a preparer gets 403, a stranger 401, a professional in no practice 404", async () => {
    const owner = await practiceWithOwner("Guard");
    const preparer = await joinedMember(app, owner, "preparer");
    expect((await get(preparer, "GetPracticeLog")).statusCode).toBe(403);
    expect((await get(null, "GetPracticeLog")).statusCode).toBe(401);
    const solo = await createSignedInUser(app, RoleId.expert);
    expect((await get(solo, "GetPracticeLog")).statusCode).toBe(404);
  });
});
