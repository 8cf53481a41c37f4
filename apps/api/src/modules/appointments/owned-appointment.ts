import { appointmentTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import type { Person } from "../identity";
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

/** The appointment, locked, when the caller is its person on `side` (anyone else: not found). */
export async function ownLocked(
  tx: Executor,
  caller: Principal,
  appointmentId: number,
  side: "accountant" | "taxpayer",
) {
  const row = await appointmentsRepository.lock(tx, appointmentId);
  const owner = side === "accountant" ? row?.accountantUserId : row?.taxpayerUserId;
  if (!row || owner !== caller.userId) throw notFound(appointmentTexts.notFound);
  return row;
}
