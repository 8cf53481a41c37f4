import { endpoints, type PracticeLogEntry } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
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

/** A phone's width (390 px) as antd's breakpoints ask it through matchMedia. */
function onPhone() {
  const wide = window.matchMedia;
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query)?.[1];
    const max = /max-width:\s*(\d+)/.exec(query)?.[1];
    const matches = (min === undefined || Number(min) <= 390) && (max === undefined || Number(max) >= 390);
    return { ...wide.call(window, query), matches };
  });
}

afterEach(() => vi.restoreAllMocks());

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

  it("on a phone, shows each entry as a card of its facts", async () => {
    onPhone();
    server.use(
      answer(endpoints.practice.getPracticeLog, () => ({
        entries: [entry(9, "Joined a practice as Preparer")],
        nextBefore: null,
      })),
    );
    showCard();
    const list = await screen.findByRole("list", { name: t("practicePages.logTitle") });
    expect(within(list).getByText("Joined a practice as Preparer")).toBeTruthy();
    expect(within(list).getByText(t("practicePages.logWho"))).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
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
