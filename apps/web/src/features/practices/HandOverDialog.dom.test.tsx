import { endpoints, type PracticeMember } from "@taxlane/contract";
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

const member = (userId: number, name: string, role: PracticeMember["role"], assignedJobs: number) => ({
  userId,
  name,
  email: `${userId}@example.com`,
  role,
  seesAllJobs: false,
  joinedAt: "2026-11-02T10:00:00.000Z",
  assignedJobs,
});

describe("handing a member's jobs over", () => {
  it("asks the owner who takes a removed preparer's jobs, offering themself, and sends the note", async () => {
    const practice = testPractice({
      members: [
        member(7, "Dana Nguyen", "owner", 1),
        member(8, "Pat Lee", "preparer", 2),
        member(9, "Rae Kim", "reviewer", 0),
        member(10, "Sam Ortiz", "assistant", 0),
      ],
    });
    const removed: unknown[] = [];
    signInForTest();
    server.use(
      answer(endpoints.user.getUser, () => testPerson()),
      answer(endpoints.practice.getPractice, () => practice),
      answer(endpoints.practice.getPracticeLog, () => ({ entries: [], nextBefore: null })),
      answer(endpoints.practice.removeMember, ({ body }) => {
        removed.push(body);
        return practice;
      }),
    );
    renderWithApp(<PracticePage />);
    const person = userEvent.setup({ delay: null });
    await person.click(await screen.findByRole("button", { name: "Remove Pat Lee" }));
    const dialog = await screen.findByRole("dialog", {
      name: t("practicePages.removeConfirm", { name: "Pat Lee" }),
    });
    expect(within(dialog).getByText(t("practiceAssignment.handOverRemoveIntro", { count: 2 }))).toBeTruthy();
    expect(within(dialog).getByText("Dana Nguyen")).toBeTruthy();
    await person.click(
      within(dialog).getByRole("combobox", { name: t("practiceAssignment.handOverToLabel") }),
    );
    // The one going and an assistant (who works no return) are not offered.
    await screen.findByText("Rae Kim", { selector: ".ant-select-item-option-content" });
    const offered = document.querySelectorAll(".ant-select-item-option-content");
    expect([...offered].map((option) => option.textContent)).toEqual(["Dana Nguyen", "Rae Kim"]);
    await person.click(screen.getByText("Rae Kim", { selector: ".ant-select-item-option-content" }));
    await person.type(
      within(dialog).getByLabelText(t("practiceAssignment.handOverNoteLabel")),
      "Two returns left.",
    );
    await person.click(within(dialog).getByRole("button", { name: t("practicePages.removeSubmit") }));
    await waitFor(() => expect(removed).toEqual([{ userId: 8, handOverTo: 9, note: "Two returns left." }]));
  });
});
