import { RoleId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { ToDoEntry, ToDoSource } from "../../lib/todo-source";
import { appointmentsToDoRepository } from "./todo-items.repository";

/**
 * What of appointments waits on a person: a professional's requested appointments still ahead, due
 * by their start (gone once approved, declined or cancelled). A taxpayer books and the professional
 * answers; nothing of an appointment waits on the taxpayer, so they have no items here.
 */
export const appointmentsToDoSource: ToDoSource = {
  async itemsFor(db, person): Promise<ToDoEntry[]> {
    if (person.roleId !== RoleId.expert) return [];
    const requested = await appointmentsToDoRepository.requestedOf(db, person.userId, person.now);
    return requested.map((appointment) => ({
      id: `appointment:${appointment.id}`,
      kind: "appointment-request" as const,
      title: t("todo.appointmentRequestTitle", {
        name: `${appointment.firstName} ${appointment.lastName}`.trim(),
      }),
      detail: t("todo.appointmentRequestDetail"),
      link: "expert/appointments-calendar",
      quoteId: appointment.quoteId,
      dueAt: appointment.startsAt,
      createdAt: appointment.createdAt,
    }));
  },
};
