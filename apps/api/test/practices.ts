import type { PracticeAnswer, PracticeRole } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { taxPreparationJobs } from "../src/db/schema";
import { givePlan } from "./billing";
import { callsAs, createSignedInUser, type TestUser } from "./factories";
import { latestMailTo } from "./mailbox";

/** Calls under /Practice as a person (or a stranger with null). */
export function practiceCalls(app: FastifyInstance) {
  const { get, post } = callsAs(app);
  return {
    get: (user: TestUser | null, call: string) => get(user, `/Practice/${call}`),
    post: (user: TestUser | null, call: string, payload: Record<string, unknown> = {}) =>
      post(user, `/Practice/${call}`, payload),
  };
}

/** A professional's account made a practice through the API; answers what the call answered. */
export async function createPractice(
  app: FastifyInstance,
  owner: TestUser,
  details: Record<string, unknown> = { name: "Rivera Tax Group" },
): Promise<NonNullable<PracticeAnswer["practice"]>> {
  const response = await practiceCalls(app).post(owner, "CreatePractice", details);
  const { practice } = response.json<PracticeAnswer>();
  if (response.statusCode !== 200 || !practice) throw new Error(`CreatePractice: ${response.body}`);
  return practice;
}

/** The token of the newest invitation mailed to the address, as its link carries it. */
export async function invitationTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const mail = await latestMailTo(app, email);
  const token = mail?.text.match(/expert\/practice\/join\?token=([A-Za-z0-9_%-]+)/)?.[1];
  if (!token) throw new Error(`No practice invitation mailed to ${email}`);
  return decodeURIComponent(token);
}

/** An owner invites the address with a role; answers the mailed token. */
export async function invite(
  app: FastifyInstance,
  owner: TestUser,
  email: string,
  role: PracticeRole,
  seesAllJobs?: boolean,
): Promise<string> {
  const response = await practiceCalls(app).post(owner, "InviteMember", { email, role, seesAllJobs });
  if (response.statusCode !== 200) throw new Error(`InviteMember: ${response.body}`);
  return invitationTokenFor(app, email);
}

/** A new professional invited by the owner and joined with the role, each step through the API. */
export async function joinedMember(
  app: FastifyInstance,
  owner: TestUser,
  role: PracticeRole,
  seesAllJobs?: boolean,
): Promise<TestUser> {
  const member = await createSignedInUser(app, 2);
  const token = await invite(app, owner, member.email, role, seesAllJobs);
  const accepted = await practiceCalls(app).post(member, "AcceptInvitation", { token });
  if (accepted.statusCode !== 200) throw new Error(`AcceptInvitation: ${accepted.body}`);
  return member;
}

/** A practice with one member of each role (four: its owner holds the Standard plan, which sells seats). */
export async function practiceOfEveryRole(app: FastifyInstance) {
  const owner = await createSignedInUser(app, 2);
  await givePlan(app, owner.id, "active", "expert-standard");
  const practice = await createPractice(app, owner);
  return {
    practice,
    owner,
    preparer: await joinedMember(app, owner, "preparer"),
    reviewer: await joinedMember(app, owner, "reviewer"),
    assistant: await joinedMember(app, owner, "assistant"),
  };
}

/**
 * Makes a job the practice's, worked by the member: what hiring a member sets on a job (and an
 * owner's assigning will change), written directly as no call sets it in these tests yet.
 */
export async function putJobInPractice(
  app: FastifyInstance,
  quoteId: number,
  practiceId: number,
  assignedUserId: number,
): Promise<void> {
  await app.services.db
    .update(taxPreparationJobs)
    .set({ practiceId, assignedUserId })
    .where(eq(taxPreparationJobs.quoteId, quoteId));
}
