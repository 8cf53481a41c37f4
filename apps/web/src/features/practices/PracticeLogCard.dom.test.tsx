import { endpoints, type PracticeLogEntry } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { signInForTest } from "../../testing/session";
import { PracticeLogCard } from "./PracticeLogCard";

const entry = (id: number, summary: string): PracticeLogEntry => ({
  id,
  at: "2026-11-02T15:05:00.000Z",
  actorName: "Lee Park",
  summary,
  subjectName: null,
});

function showCard() {
  signInForTest();
  renderWithApp(<PracticeLogCard />);
}

describe("the practice log card", () => {
  it("shows the entries in a table and loads more before the last one", async () => {
    const asked: (string | null)[] = [];
    server.use(
      answer(endpoints.practice.getPracticeLog, ({ url }) => {
        const before = url.searchParams.get("before");
        asked.push(before);
        return before === null
          ? { entries: [entry(9, "Read the organizer answers of Dana Nguyen")], nextBefore: 9 }
          : { entries: [entry(4, "Joined a practice as Preparer")], nextBefore: null };
      }),
    );
    showCard();
    const table = await screen.findByRole("table", { name: t("practicePages.logTitle") });
    expect(within(table).getByText("Read the organizer answers of Dana Nguyen")).toBeTruthy();
    expect(within(table).getByText("Lee Park")).toBeTruthy();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole("button", { name: t("practicePages.logMore") }));
    expect(await within(table).findByText("Joined a practice as Preparer")).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: t("practicePages.logMore") })).toBeNull(),
    );
    expect(asked).toEqual([null, "9"]);
  });

  it("says when nothing is recorded yet", async () => {
    server.use(answer(endpoints.practice.getPracticeLog, () => ({ entries: [], nextBefore: null })));
    showCard();
    expect(await screen.findByText(t("practicePages.logEmpty"))).toBeTruthy();
  });

  it("says the log could not be loaded, with a retry", async () => {
    server.use(answer(endpoints.practice.getPracticeLog, () => refusal(500, "Something went wrong")));
    showCard();
    expect(await screen.findByText(t("practicePages.logLoadError"))).toBeTruthy();
  });
});
