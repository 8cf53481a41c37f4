import { endpoints, type PracticeAnswer } from "@taxlane/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { testPractice } from "../../features/practices/test/practice";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { testPerson } from "../../testing/people";
import { renderWithApp } from "../../testing/render";
import { signInForTest } from "../../testing/session";
import { ExpertLayout } from "./ExpertLayout";

/** The professional's menu, signed in as a member with GetPractice answering `practice`, once it is `expected`. */
async function expectMenu(practice: PracticeAnswer, expected: string[]) {
  signInForTest();
  server.use(
    answer(endpoints.user.getUser, () => testPerson({ roleId: 2 })),
    answer(endpoints.practice.getPractice, () => practice),
    // The menu's badges.
    answer(endpoints.chat.getUnreadMessagesCount, () => ({ count: 0 })),
    answer(endpoints.user.getToDo, () => ({ items: [], counts: { total: 0, byKind: {} } })),
    answer(endpoints.user.getUserNotifications, () => []),
  );
  renderWithApp(
    <Routes>
      <Route path="/expert/*" element={<ExpertLayout />} />
    </Routes>,
    { path: "/expert/practice" },
  );
  const nav = await screen.findByRole("navigation", { name: "Expert navigation" });
  // The menu is drawn at once and narrowed when the role is known, so it is waited for.
  await waitFor(() =>
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(expected),
  );
}

describe("the professional's menu", () => {
  it("shows an owner every page", async () => {
    const all = [
      "/expert/todo",
      "/expert/requests",
      "/expert/clients",
      "/expert/tax_preparation",
      "/expert/messages",
      "/expert/appointments-calendar",
      "/expert/engagement-letter",
      "/expert/payments",
      "/expert/dashboard",
      "/expert/practice",
      "/expert/notifications",
    ];
    await expectMenu(testPractice(), all);
  });

  it("hides what a preparer's role does not include: payments and the dashboard", async () => {
    await expectMenu(testPractice({ myRole: "preparer" }), [
      "/expert/todo",
      "/expert/requests",
      "/expert/clients",
      "/expert/tax_preparation",
      "/expert/messages",
      "/expert/appointments-calendar",
      "/expert/engagement-letter",
      "/expert/practice",
      "/expert/notifications",
    ]);
  });

  it("keeps an assistant to requests, clients and their jobs, messages and appointments beside their own account", async () => {
    await expectMenu(testPractice({ myRole: "assistant" }), [
      "/expert/todo",
      "/expert/requests",
      "/expert/clients",
      "/expert/tax_preparation",
      "/expert/messages",
      "/expert/appointments-calendar",
      "/expert/practice",
      "/expert/notifications",
    ]);
  });
});
