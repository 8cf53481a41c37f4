import type { ToDoList } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { booked, clientOf, decide } from "../../../test/appointments";
import { appointmentsTestApp } from "../../../test/appointments-app";
import type { TestUser } from "../../../test/factories";
import { createExpert, getAs } from "../../../test/marketplace";

const { app } = await appointmentsTestApp();

const toDoOf = async (user: TestUser) => (await getAs<ToDoList>(app, user, "User/GetToDo")).body;

describe("appointments on the to-do list", () => {
  it("a requested appointment waits on its professional, due by its start, until they answer it", async () => {
    const expert = await createExpert(app);
    const otherExpert = await createExpert(app);
    const { taxpayer, quoteId } = await clientOf(app, expert);
    const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-03", time: 10 });

    const list = await toDoOf(expert);
    expect(list.items).toContainEqual(
      expect.objectContaining({
        id: `appointment:${id}`,
        kind: "appointment-request",
        link: "expert/appointments-calendar",
        quoteId,
        dueAt: expect.stringMatching(/^2026-03-03T/),
      }),
    );
    expect((await toDoOf(otherExpert)).items).toEqual([]);
    expect((await toDoOf(taxpayer)).items.map((item) => item.kind)).not.toContain("appointment-request");

    expect((await decide(app, expert, "accountant/ApproveAppointment", id)).statusCode).toBe(200);
    expect((await toDoOf(expert)).items.map((item) => item.id)).not.toContain(`appointment:${id}`);
  });
});
