import { type AccountantAppointment, RoleId, type TaxpayerAppointment } from "@taxlane/contract";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import type { Clock } from "../../lib/clock";
import { type Person, peopleRecords } from "../identity";
import { type AppointmentRow, appointmentsRepository } from "./appointments.repository";
import { managedPractice } from "./owned-appointment";
import { dayAndTime, usableZone } from "./slots";
import { videoLinksRepository } from "./video-links.repository";
import { meetingUrlOf } from "./video-links.service";

/**
 * The appointment lists: the professional's requests and approved ones, and the taxpayer's own. Each
 * gives the day and slot in the professional's zone, beside the UTC instants.
 */
export function createAppointmentListsService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  function accountantView(
    row: AppointmentRow,
    accountant: Person | undefined,
    taxpayer: Person | undefined,
    ownLink: string | null,
  ) {
    const timeZone = usableZone(accountant?.timeZone);
    const { date, time } = dayAndTime(row.startsAt, timeZone);
    const view: AccountantAppointment = {
      id: row.id,
      taxpayerId: row.taxpayerUserId,
      taxpayerFirstName: taxpayer?.firstName ?? "",
      taxpayerLastName: taxpayer?.lastName ?? "",
      appointmentTypeId: row.typeId,
      additionalComments: row.comment,
      date,
      time,
      quoteId: row.quoteId,
      status: row.status as AccountantAppointment["status"],
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      timeZone,
      taxpayerTimeZone: taxpayer?.timeZone ?? null,
      meetingUrl: meetingUrlOf(row, ownLink),
    };
    return view;
  }

  /**
   * The professional's appointments in one status. A taxpayer gets their own in the same shape, with
   * the professional added: a job page shared by both roles reads these lists.
   */
  async function accountantList(caller: Principal, status: "requested" | "approved") {
    const side = caller.roleId === RoleId.expert ? "accountant" : "taxpayer";
    const rows = await appointmentsRepository.listInStatus(
      db,
      side,
      caller.userId,
      status,
      status === "requested" ? clock.now() : null,
      side === "accountant" ? managedPractice(caller) : null,
    );
    const people = await peopleRecords.byIds(db, [
      caller.userId,
      ...rows.map((row) => (side === "accountant" ? row.taxpayerUserId : row.accountantUserId)),
    ]);
    const ownLinks = await videoLinksRepository.findMany(
      db,
      rows.map((row) => row.accountantUserId),
    );
    return rows.map((row) => {
      const accountant = people.get(row.accountantUserId);
      const ownLink = ownLinks.get(row.accountantUserId) ?? null;
      const view = accountantView(row, accountant, people.get(row.taxpayerUserId), ownLink);
      if (side === "accountant") return view;
      return {
        ...view,
        accountantId: row.accountantUserId,
        accountantFirstName: accountant?.firstName ?? "",
        accountantLastName: accountant?.lastName ?? "",
      };
    });
  }

  return {
    async listForTaxpayer(caller: Principal, quoteId: number | undefined): Promise<TaxpayerAppointment[]> {
      const rows = await appointmentsRepository.listForTaxpayer(db, caller.userId, quoteId ?? null);
      const accountantIds = rows.map((row) => row.accountantUserId);
      const people = await peopleRecords.byIds(db, accountantIds);
      const ownLinks = await videoLinksRepository.findMany(db, accountantIds);
      return rows.map((row) => {
        const accountant = people.get(row.accountantUserId);
        const timeZone = usableZone(accountant?.timeZone);
        const { date, time } = dayAndTime(row.startsAt, timeZone);
        return {
          id: row.id,
          quoteId: row.quoteId,
          accountantId: row.accountantUserId,
          accountantFirstName: accountant?.firstName ?? "",
          accountantLastName: accountant?.lastName ?? "",
          appointmentTypeId: row.typeId,
          additionalComments: row.comment,
          status: row.status as TaxpayerAppointment["status"],
          rejectionMessage: row.rejectionMessage,
          date,
          time,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
          timeZone,
          // Where to meet is the taxpayer's once the professional approved the appointment.
          meetingUrl:
            row.status === "approved" ? meetingUrlOf(row, ownLinks.get(row.accountantUserId)) : null,
        };
      });
    },

    requests: (caller: Principal) => accountantList(caller, "requested"),
    approved: (caller: Principal) => accountantList(caller, "approved"),
  };
}

export type AppointmentListsService = ReturnType<typeof createAppointmentListsService>;
