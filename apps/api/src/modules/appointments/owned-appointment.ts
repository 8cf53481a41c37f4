import { appointmentTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import type { Person } from "../identity";
import { isJobProfessional, jobRecords, professionalScope } from "../tax-preparation";
import { type AppointmentRow, appointmentsRepository } from "./appointments.repository";
import type { IcsAppointment } from "./ics";
import { meetingUrlOf } from "./video-links.service";

export const overText = t("appointmentNotices.over");

/** `ownLink`: the professional's own video link, for a video appointment without one of its own. */
export const icsOf = (
  row: AppointmentRow,
  accountant: Person,
  taxpayer: Person,
  ownLink: string | null = null,
): IcsAppointment => ({ row, accountant, taxpayer, meetingUrl: meetingUrlOf(row, ownLink) });

/**
 * The practice whose clients' appointments the caller manages: theirs when their role sees every job
 * (an owner, an assistant); null otherwise, and they manage only those booked with them.
 */
export function managedPractice(caller: Principal): number | null {
  const scope = professionalScope(caller);
  return scope.allJobs ? scope.practiceId : null;
}

/**
 * The appointment, locked, when the caller is its person on `side`, or on the professional's side
 * manages it for the practice whose job it is (anyone else: not found).
 */
export async function ownLocked(
  tx: Executor,
  caller: Principal,
  appointmentId: number,
  side: "accountant" | "taxpayer",
) {
  const row = await appointmentsRepository.lock(tx, appointmentId);
  if (!row) throw notFound(appointmentTexts.notFound);
  const owner = side === "accountant" ? row.accountantUserId : row.taxpayerUserId;
  if (owner === caller.userId) return row;
  const practiceId = side === "accountant" ? managedPractice(caller) : null;
  const job = practiceId === null ? null : await jobRecords.parties(tx, row.quoteId);
  if (!job || job.practiceId !== practiceId || !isJobProfessional(caller, job)) {
    throw notFound(appointmentTexts.notFound);
  }
  return row;
}
