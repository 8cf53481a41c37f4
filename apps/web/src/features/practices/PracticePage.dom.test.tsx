import { endpoints, type PracticeAnswer, practiceCapabilityTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { testPerson } from "../../testing/people";
import { renderWithApp } from "../../testing/render";
import { signInForTest } from "../../testing/session";
import { PracticePage } from "./PracticePage";
import { testPractice } from "./test/practice";

const lee = {
  userId: 9,
  name: "Lee Park",
  email: "lee@example.com",
  role: "assistant" as const,
  seesAllJobs: false,
  joinedAt: "2026-11-02T10:00:00.000Z",
};

/** The page signed in as Dana (user 7), with GetPractice answering `practice`. */
function showPage(practice: PracticeAnswer) {
  signInForTest();
  server.use(
    answer(endpoints.user.getUser, () => testPerson()),
    answer(endpoints.practice.getPractice, () => practice),
    answer(endpoints.practice.getPracticeLog, () => ({ entries: [], nextBefore: null })),
  );
  renderWithApp(<PracticePage />);
}

describe("the practice page", () => {
  it("without a practice, explains it and makes the account one", async () => {
    const sent: unknown[] = [];
    server.use(
      answer(endpoints.practice.createPractice, ({ body }) => {
        sent.push(body);
        return testPractice();
      }),
    );
    showPage({ practice: null });
    const person = userEvent.setup({ delay: null });
    expect(await screen.findByRole("heading", { name: t("practicePages.noneTitle") })).toBeTruthy();
    await person.type(screen.getByLabelText(t("practicePages.nameLabel")), "Rivera Tax Group");
    await person.type(screen.getByLabelText(new RegExp(`^${t("practicePages.efinLabel")}`)), "1234567");
    await person.click(screen.getByRole("button", { name: t("practicePages.createSubmit") }));
    expect(await screen.findByRole("heading", { name: "Rivera Tax Group" })).toBeTruthy();
    expect(sent).toEqual([{ name: "Rivera Tax Group", address: "", efin: "1234567" }]);
  });

  it("shows an owner the members with their actions, the invitations and the role table", async () => {
    showPage(testPractice({ members: [...(testPractice().practice?.members ?? []), lee] }));
    const members = await screen.findByRole("table", { name: t("practicePages.membersTitle") });
    expect(within(members).getByText("Dana Nguyen (you)")).toBeTruthy();
    expect(within(members).getByText("Assistant")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove Lee Park" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change the role of Lee Park" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove Dana Nguyen" })).toBeNull();
    expect(screen.getByRole("button", { name: t("practicePages.invite") })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: t("practicePages.logTitle") })).toBeTruthy();
    const roles = screen.getByRole("region", { name: t("practicePages.rolesTitle") });
    const paymentsRow = within(roles).getByRole("row", {
      name: new RegExp(practiceCapabilityTexts.payments.label),
    });
    expect(
      within(paymentsRow)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Yes", "No", "No", "No"]);
  });

  it("shows a member who is not an owner no invitations and no one else's actions", async () => {
    const owner = { ...lee, userId: 5, name: "Kim Rivera", email: "kim@example.com", role: "owner" as const };
    const me = { ...lee, userId: 7, name: "Dana Nguyen", email: "dana@example.com" };
    showPage(testPractice({ myRole: "assistant", members: [owner, me], invitations: null }));
    await waitFor(() =>
      expect(screen.getByRole("table", { name: t("practicePages.membersTitle") })).toBeTruthy(),
    );
    expect(screen.queryByRole("button", { name: t("practicePages.invite") })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole("button", { name: t("practicePages.edit") })).toBeNull();
    expect(screen.getByRole("button", { name: t("practicePages.leave") })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: t("practicePages.logTitle") })).toBeNull();
  });

  it("shows the seats the plan includes and says the next member is charged", async () => {
    const members = [
      ...(testPractice().practice?.members ?? []),
      lee,
      { ...lee, userId: 10, name: "Ari Cole" },
    ];
    const seats = {
      included: 3,
      used: 3,
      extra: 0,
      pricePerSeatCents: 4900,
      interval: "month" as const,
      canAddBeyond: true,
      billing: "done" as const,
    };
    showPage(testPractice({ members, seats }));
    expect(
      await screen.findByText("3 of 3 included seats used · each further member $49 a month"),
    ).toBeTruthy();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole("button", { name: t("practicePages.invite") }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText(
        "Your plan's included members are all taken: the next member adds a seat at $49 a month on your plan.",
      ),
    ).toBeTruthy();
  });

  it("counts further seats, and without a plan selling seats sends the owner to the Standard plan", async () => {
    const members = [...(testPractice().practice?.members ?? []), lee];
    const seats = { included: 3, used: 2, extra: 0, pricePerSeatCents: 4900, interval: "month" as const };
    const invitation = {
      id: 4,
      email: "sam@example.com",
      role: "preparer" as const,
      seesAllJobs: false,
      invitedBy: "Dana Nguyen",
      invitedAt: "2026-11-03T10:00:00.000Z",
      expiresAt: "2099-11-10T10:00:00.000Z",
      expired: false,
    };
    showPage(testPractice({ members, seats: { ...seats, canAddBeyond: false }, invitations: [invitation] }));
    expect(
      await screen.findByText("2 of 3 included seats used · each further member $49 a month"),
    ).toBeTruthy();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole("button", { name: t("practicePages.invite") }));
    expect(
      await screen.findByText("Your plan includes 3 members. Subscribe to the Standard plan to add more."),
    ).toBeTruthy();
  });
});
