import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { conflict } from "../../lib/app-error";
import type { PracticeHeadcount, PracticeSeatsPort } from "./practices.deps";
import { practicesRepository } from "./practices.repository";

/** The practice's owners, earliest first, and its count of members, as they are in the transaction. */
export async function headcountOf(executor: Executor, practiceId: number): Promise<PracticeHeadcount> {
  const members = await practicesRepository.members(executor, practiceId);
  const ownerIds = members.filter((member) => member.role === "owner").map((member) => member.userId);
  return { practiceId, ownerIds, members: members.length };
}

/**
 * Refuses (409 in words) to go beyond the members the plan includes unless an owner's plan sells
 * further seats and is in its trial or paid up. `wanted` counts the members there would be.
 */
export async function assertRoomFor(
  executor: Executor,
  seats: PracticeSeatsPort,
  practice: { id: number; name: string },
  wanted: number,
  who: "owner" | "joiner",
): Promise<void> {
  const terms = await seats.seatsOf(executor, await headcountOf(executor, practice.id));
  if (wanted <= terms.included || terms.canAddBeyond) return;
  throw conflict(
    who === "owner"
      ? t("practices.seatsNeedPlan", { included: terms.included })
      : t("practices.seatsFullToJoin", { included: terms.included, practice: practice.name }),
  );
}

/** The members changed (joined, removed, left): billing charges the seats once this commits. */
export async function membersChanged(executor: Executor, seats: PracticeSeatsPort, practiceId: number) {
  await seats.membersChanged(executor, await headcountOf(executor, practiceId));
}
