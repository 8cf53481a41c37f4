import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { lockRecord } from "../../db/record-lock";
import type { PracticeSeatLookup, Principal } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import { practiceRoleRefusal } from "../../lib/endpoint-access";
import { practicesRepository, type SeatRow } from "./practices.repository";

/** The route factory's lookup: the person's seat, read on every call by the unique index. */
export const practiceSeatLookup =
  (executor: Executor): PracticeSeatLookup =>
  async (userId) => {
    const seat = await practicesRepository.seatOf(executor, userId);
    return (
      seat && {
        practiceId: seat.practiceId,
        practiceName: seat.practiceName,
        role: seat.role,
        seesAllJobs: seat.seesAllJobs,
      }
    );
  };

/** The practice a professional works in, or null when they work alone: a new job of theirs is its. */
export async function practiceIdOfMember(executor: Executor, userId: number): Promise<number | null> {
  return (await practicesRepository.seatOf(executor, userId))?.practiceId ?? null;
}

/** The caller's seat, or 404 in words: they are in no practice. */
export async function seatOfCaller(executor: Executor, caller: Principal): Promise<SeatRow> {
  const seat = await practicesRepository.seatOf(executor, caller.userId);
  if (!seat) throw notFound(t("practices.notInPractice"));
  return seat;
}

/**
 * The caller's seat when they may manage the practice's members (an owner). The route factory refused
 * the others already; asked again here because the rule is this module's.
 */
export async function ownerSeatOfCaller(executor: Executor, caller: Principal): Promise<SeatRow> {
  const seat = await seatOfCaller(executor, caller);
  if (seat.role !== "owner") throw practiceRoleRefusal(seat, "members");
  return seat;
}

/**
 * Changes to one practice's members go one after the other (the last owner rule reads them all), and
 * so do one person's joinings (they belong to one practice at most).
 */
export const lockPractice = (executor: Executor, practiceId: number) =>
  lockRecord(executor, "practice", practiceId);
export const lockPerson = (executor: Executor, userId: number) =>
  lockRecord(executor, "practice-person", userId);

/**
 * The caller's seat read again under their practice's lock: a change made by another owner meanwhile
 * (the caller demoted, removed) is seen before the caller's own change is made.
 */
export async function lockedSeat(executor: Executor, caller: Principal, read: typeof seatOfCaller) {
  await lockPractice(executor, (await read(executor, caller)).practiceId);
  return read(executor, caller);
}

/** A practice's name by its id (a job's page names the practice whose job it is); null once it is gone. */
export async function practiceNameOf(executor: Executor, practiceId: number): Promise<string | null> {
  return (await practicesRepository.find(executor, practiceId))?.name ?? null;
}

/** A practice's owners (whose plan is the practice's): a member's quote needs one of them on a plan. */
export async function practiceOwnerIds(executor: Executor, practiceId: number): Promise<number[]> {
  const members = await practicesRepository.members(executor, practiceId);
  return members.filter((member) => member.role === "owner").map((member) => member.userId);
}
