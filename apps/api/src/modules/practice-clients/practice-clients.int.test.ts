import { type PracticeClients, RoleId } from "@taxlane/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import { startedJob } from "../../../test/marketplace";
import { createPractice, joinedMember, practiceCalls, putJobInPractice } from "../../../test/practices";
import { createTestApp } from "../../../test/test-app";
import {
  auditEntries,
  chatConnections,
  requestedDocuments,
  taxPreparationJobs,
  users,
} from "../../db/schema";

const { app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
const { db, clock } = app.services;
const { get } = practiceCalls(app);

const clientsOf = async (user: TestUser, query = "") => {
  const response = await get(user, `GetClients${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PracticeClients>();
};
const namesOf = (answer: PracticeClients) => answer.clients.map((client) => client.name);

async function named(user: TestUser, firstName: string, lastName: string) {
  await db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  return user;
}

/** A job begun with a taxpayer of this name, made the practice's and worked by the member. */
async function practiceJob(practiceId: number, member: TestUser, client: [string, string]) {
  const job = await startedJob(app);
  await named(job.taxpayer, ...client);
  await putJobInPractice(app, job.quoteId, practiceId, member.id);
  return job;
}

/** A practice with an owner, a preparer (assigned jobs only) and an assistant, and two clients. */
async function practiceWithClients() {
  const owner = await named(await createSignedInUser(app, RoleId.expert), "Olivia", "Rivera");
  const practice = await createPractice(app, owner);
  const preparer = await named(await joinedMember(app, owner, "preparer"), "Pat", "Lee");
  const assistant = await joinedMember(app, owner, "assistant");
  const dana = await practiceJob(practice.id, preparer, ["Dana", "Nguyen"]);
  const sam = await practiceJob(practice.id, owner, ["Sam", "Okafor"]);
  return { owner, practice, preparer, assistant, dana, sam };
}

describe("a practice's client list", () => {
  it("shows a solo professional their own clients only, with their jobs", async () => {
    const mine = await startedJob(app, "480");
    await named(mine.taxpayer, "Robin", "Solo");
    await startedJob(app); // another professional's

    const answer = await clientsOf(mine.expert);
    expect(answer.total).toBe(1);
    expect(answer.clients).toEqual([
      expect.objectContaining({ id: mine.taxpayer.id, name: "Robin Solo", email: mine.taxpayer.email }),
    ]);
    expect(answer.clients[0]?.jobs).toEqual([
      expect.objectContaining({
        quoteId: mine.quoteId,
        jobType: "Personal",
        feeCents: 48_000,
        assignedUserId: mine.expert.id,
        cancelled: false,
      }),
    ]);
  });

  it("shows an owner and an assistant every client, a preparer those of their assigned jobs", async () => {
    const { owner, preparer, assistant, dana, sam } = await practiceWithClients();

    expect(namesOf(await clientsOf(owner)).sort()).toEqual(["Dana Nguyen", "Sam Okafor"]);
    expect(namesOf(await clientsOf(assistant)).sort()).toEqual(["Dana Nguyen", "Sam Okafor"]);
    const preparers = await clientsOf(preparer);
    expect(namesOf(preparers)).toEqual(["Dana Nguyen"]);
    expect(preparers.clients[0]?.jobs.map((job) => [job.quoteId, job.assignedName])).toEqual([
      [dana.quoteId, "Pat Lee"],
    ]);
    // The professional first hired, not a member, sees the practice's job no more.
    expect((await clientsOf(sam.expert)).total).toBe(0);
  });

  it("puts the client last in touch first: a document given, a message either way", async () => {
    const { owner, preparer, dana, sam } = await practiceWithClients();
    const now = clock.now().getTime();
    const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
    const given = minutesAgo(20);
    await db.insert(requestedDocuments).values({
      quoteId: dana.quoteId,
      title: "W-2",
      forSpouse: false,
      statusId: 2,
      requestedByUserId: owner.id,
      requestedAt: minutesAgo(30),
      providedAt: given,
    });
    let answer = await clientsOf(owner);
    expect(namesOf(answer)).toEqual(["Dana Nguyen", "Sam Okafor"]);
    expect(answer.clients[0]?.lastContactAt).toBe(given.toISOString());
    expect(answer.clients[1]?.lastContactAt).toBeNull();

    // Sam wrote to the preparer, a member of the practice, since: Sam is the latest in touch.
    await db.insert(chatConnections).values({
      taxpayerUserId: sam.taxpayer.id,
      expertUserId: preparer.id,
      connectionName: `test-${sam.quoteId}`,
      lastMessageAt: minutesAgo(5),
      createdAt: minutesAgo(10),
    });
    answer = await clientsOf(owner);
    expect(namesOf(answer)).toEqual(["Sam Okafor", "Dana Nguyen"]);
  });

  it("filters by name or e-mail, stage, member and tax year, and pages", async () => {
    const { owner, preparer, dana, sam } = await practiceWithClients();
    await db
      .update(taxPreparationJobs)
      .set({ statusId: 4, taxYear: 2023 })
      .where(eq(taxPreparationJobs.quoteId, sam.quoteId));
    const [danaYear] = await db
      .select({ taxYear: taxPreparationJobs.taxYear })
      .from(taxPreparationJobs)
      .where(eq(taxPreparationJobs.quoteId, dana.quoteId));

    expect(namesOf(await clientsOf(owner, "?search=%20nguyen%20"))).toEqual(["Dana Nguyen"]);
    expect(
      namesOf(await clientsOf(owner, `?search=${encodeURIComponent(sam.taxpayer.email.toUpperCase())}`)),
    ).toEqual(["Sam Okafor"]);
    expect(namesOf(await clientsOf(owner, "?search=%25"))).toEqual([]);
    expect(namesOf(await clientsOf(owner, "?status=4"))).toEqual(["Sam Okafor"]);
    expect(namesOf(await clientsOf(owner, `?assignedUserId=${preparer.id}`))).toEqual(["Dana Nguyen"]);
    expect(namesOf(await clientsOf(owner, "?year=2023"))).toEqual(["Sam Okafor"]);
    expect(namesOf(await clientsOf(owner, `?year=${danaYear?.taxYear}&status=4`))).toEqual([]);

    const first = await clientsOf(owner, "?pageSize=1");
    const second = await clientsOf(owner, "?pageSize=1&page=2");
    expect([first.total, second.total, first.clients.length, second.clients.length]).toEqual([2, 2, 1, 1]);
    expect(first.clients[0]?.id).not.toBe(second.clients[0]?.id);
    expect((await clientsOf(owner, "?pageSize=1&page=5")).total).toBe(2);
  });

  it("refuses bad filters with 400 in words", async () => {
    const owner = await createSignedInUser(app, RoleId.expert);
    const cases: [string, string][] = [
      [`search=${"a".repeat(101)}`, "at most 100 characters"],
      ["status=7", "Choose a stage the jobs use"],
      ["assignedUserId=abc", "Choose the member by their id"],
      ["year=1999", "Choose a tax year between 2000 and 2100"],
      ["page=0", "Choose a page number of 1 or more"],
      ["pageSize=101", "Choose a page size between 1 and 100"],
    ];
    for (const [query, words] of cases) {
      const response = await get(owner, `GetClients?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(words);
    }
  });
});

describe("the client list's CSV", () => {
  it("gives an owner one line per job, texts guarded against formulas, and audits the export", async () => {
    const { owner, dana } = await practiceWithClients();
    await named(dana.taxpayer, '=HYPERLINK("x")', "Nguyen");

    const response = await get(owner, "ExportClients");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="taxlane-clients-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Client,E-mail,Tax year,Job type,Stage,Assigned member,Fee (USD),Last contact");
    expect(lines).toHaveLength(3);
    expect(lines).toContainEqual(
      expect.stringMatching(/^"'=HYPERLINK\(""x""\) Nguyen",.*,Personal,.*,Pat Lee,480\.00,$/),
    );

    const audited = await db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, "practice-clients.exported"), eq(auditEntries.actorUserId, owner.id)),
      );
    expect(audited.map((entry) => entry.detail)).toEqual([{ rows: 2 }]);
  });

  it("is an owner's or a solo professional's: a preparer is refused", async () => {
    const { preparer } = await practiceWithClients();
    expect((await get(preparer, "ExportClients")).statusCode).toBe(403);
    const solo = await startedJob(app);
    const response = await get(solo.expert, "ExportClients?status=1");
    expect(response.statusCode).toBe(200);
    expect(response.body.trimEnd().split("\r\n")).toHaveLength(2);
  });
});
