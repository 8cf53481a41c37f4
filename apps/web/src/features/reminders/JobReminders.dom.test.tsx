import { endpoints, type JobReminders as JobRemindersView, type Reminder } from "@taxlane/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfigProvider } from "antd";
import { describe, expect, it } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { JobReminders } from "./JobReminders";

const user = () => userEvent.setup({ delay: null });

const reminder = (change: Partial<Reminder>): Reminder => ({
  id: 1,
  kind: "requested-document",
  subject: "Bank statement",
  everyDays: 3,
  maxCount: 3,
  sentCount: 1,
  nextDueAt: "2026-12-09T15:00:00.000Z",
  stoppedAt: null,
  stopReason: null,
  sentAt: ["2026-12-06T15:00:00.000Z"],
  ...change,
});

const view = (reminders: Reminder[]): JobRemindersView => ({
  cadence: { everyDays: 3, maxCount: 3 },
  reminders,
  timeZone: "America/New_York",
});

function show() {
  return renderWithApp(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <JobReminders quoteId={31} />
    </ConfigProvider>,
    { path: "/expert/tax_preparation/31" },
  );
}

describe("the job's reminders", () => {
  it("lists each reminder with its kind, what was sent, what comes next and what can be done", async () => {
    server.use(
      answer(endpoints.accountant.getJobReminders, () =>
        view([
          reminder({}),
          reminder({
            id: 2,
            kind: "organizer-answer",
            subject: "W-2 (taxpayer)",
            sentCount: 2,
            nextDueAt: null,
            stoppedAt: "2026-12-07T15:00:00.000Z",
            stopReason: "answered",
          }),
        ]),
      ),
    );
    show();
    const table = await screen.findByRole("table", { name: "Reminders of this job" });
    for (const column of ["Kind", "About", "Sent", "Next", "Actions"]) {
      expect(within(table).getByRole("columnheader", { name: column })).toBeTruthy();
    }
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    const [, running, answered] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(running).getByText("Document")).toBeTruthy();
    expect(within(running).getByText("1 of 3")).toBeTruthy();
    expect(within(running).getByRole("button", { name: "Send now" })).toBeTruthy();
    expect(within(answered).getByText("Organizer")).toBeTruthy();
    expect(within(answered).getByText("2 of 3")).toBeTruthy();
    expect(within(answered).getByText("Answered")).toBeTruthy();
    expect(within(answered).queryByRole("button")).toBeNull();
    expect(screen.getByLabelText("At most")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save cadence" })).toBeTruthy();
  });

  it("stops a reminder once the professional confirms", async () => {
    const stopped: unknown[] = [];
    server.use(
      answer(endpoints.accountant.getJobReminders, () => view([reminder({})])),
      answer(endpoints.accountant.stopReminder, ({ body }) => {
        stopped.push(body);
        return view([
          reminder({ nextDueAt: null, stoppedAt: "2026-12-07T15:00:00.000Z", stopReason: "stopped" }),
        ]);
      }),
    );
    show();
    const table = await screen.findByRole("table", { name: "Reminders of this job" });
    await user().click(within(table).getByRole("button", { name: "Stop" }));
    const confirm = await screen.findByRole("tooltip");
    expect(within(confirm).getByText("Stop this reminder?")).toBeTruthy();
    await user().click(within(confirm).getByRole("button", { name: "Stop" }));
    expect(await within(table).findByText("Stopped")).toBeTruthy();
    expect(stopped).toEqual([{ quoteId: 31, reminderId: 1 }]);
  });
});
