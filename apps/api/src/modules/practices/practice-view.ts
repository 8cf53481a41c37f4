import type { Practice, PracticeAnswer } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { type Person, peopleRecords } from "../identity";
import { invitationsRepository } from "./invitations.repository";
import { headcountOf } from "./practice-seats";
import type { PracticesDeps } from "./practices.deps";

/** What the view asks beyond the practice's own tables: the seats (billing) and the jobs' members. */
type ViewPorts = Pick<PracticesDeps, "seats" | "work">;

import { practicesRepository, type SeatRow } from "./practices.repository";

/** "Dana Nguyen", or the e-mail when the account has no name. */
export const nameOf = (person: Pick<Person, "firstName" | "lastName" | "email"> | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() || person.email : "";

/**
 * The practice as the caller sees it: details, members with their names and e-mails, and for an
 * owner the invitations neither accepted nor withdrawn (an expired one flagged, to be sent again).
 */
export async function practiceAnswer(
  executor: Executor,
  seat: SeatRow,
  now: Date,
  ports: ViewPorts,
): Promise<PracticeAnswer> {
  const practice = await practicesRepository.find(executor, seat.practiceId);
  if (!practice) throw new Error("a member's practice is missing");
  const members = await practicesRepository.members(executor, seat.practiceId);
  const invitations =
    seat.role === "owner" ? await invitationsRepository.openOf(executor, seat.practiceId) : null;
  const assigned = await ports.work.assignedCounts(executor, seat.practiceId);
  const people = await peopleRecords.byIds(executor, [
    ...members.map((member) => member.userId),
    ...(invitations ?? []).map((invitation) => invitation.invitedBy),
  ]);
  const view: Practice = {
    id: practice.id,
    name: practice.name,
    address: practice.address,
    efin: practice.efin,
    createdAt: practice.createdAt.toISOString(),
    myRole: seat.role,
    mySeesAllJobs: seat.seesAllJobs,
    members: members.map((member) => ({
      userId: member.userId,
      name: nameOf(people.get(member.userId)),
      email: people.get(member.userId)?.email ?? "",
      role: member.role,
      seesAllJobs: member.seesAllJobs,
      joinedAt: member.joinedAt.toISOString(),
      assignedJobs: assigned.get(member.userId) ?? 0,
    })),
    invitations:
      invitations?.map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        seesAllJobs: invitation.seesAllJobs,
        invitedBy: nameOf(people.get(invitation.invitedBy)),
        invitedAt: invitation.createdAt.toISOString(),
        expiresAt: invitation.expiresAt.toISOString(),
        expired: invitation.expiresAt.getTime() <= now.getTime(),
      })) ?? null,
    seats: await ports.seats.seatsOf(executor, await headcountOf(executor, seat.practiceId)),
  };
  return { practice: view };
}

/** The caller's practice as they see it after a change, or null when they left it. */
export async function answerFor(
  executor: Executor,
  userId: number,
  now: Date,
  ports: ViewPorts,
): Promise<PracticeAnswer> {
  const seat = await practicesRepository.seatOf(executor, userId);
  return seat ? practiceAnswer(executor, seat, now, ports) : { practice: null };
}
