import { type ExpertTaxPreparation, endpoints } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { testPerson } from "../../testing/people";
import { testPractice, testStaff } from "../../testing/practices";
import { renderWithApp } from "../../testing/render";
import { signInForTest } from "../../testing/session";
import { ExpertJobsList } from "./ExpertJobsList";

const job = (quoteId: number, client: string): ExpertTaxPreparation => ({
  quoteId,
  taxPreparationId: quoteId + 100,
  taxpayerId: quoteId + 200,
  taxpayerFirstName: client,
  taxpayerLastName: "Young",
  createdDate: "2026-11-02T10:00:00.000Z",
  taxPreparationYear: 2025,
  jobType: "Personal",
  fee: 480,
  jobStatusId: 1,
  taxReturnFile: null,
  assignedTo: { userId: 7, name: "Dana Nguyen" },
});

function showList(myRole: "owner" | "preparer") {
  const assigned: unknown[] = [];
  server.use(
    answer(endpoints.user.getUser, () => testPerson()),
    answer(endpoints.practice.getPractice, () => testPractice(myRole, testStaff)),
    answer(endpoints.practice.assignJobs, ({ body }) => {
      assigned.push(body);
      return { assigned: 2, assignee: "Pat Lee" };
    }),
  );
  signInForTest();
  renderWithApp(<ExpertJobsList jobs={[job(41, "Ana"), job(42, "Ben")]} />);
  return assigned;
}

describe("assigning a practice's jobs from the list", () => {
  it("lets an owner tick jobs and give them to a member who works returns, all at once", async () => {
    const assigned = showList("owner");
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("checkbox", {
        name: t("practiceAssignment.selectJob", { job: "Ana Young, 2025" }),
      }),
    );
    await user.click(
      screen.getByRole("checkbox", { name: t("practiceAssignment.selectJob", { job: "Ben Young, 2025" }) }),
    );
    const bar = screen.getByRole("region", { name: t("practiceAssignment.assignSelected") });
    expect(within(bar).getByText(t("practiceAssignment.selectedJobs", { count: 2 }))).toBeTruthy();
    await user.click(within(bar).getByRole("combobox", { name: t("practiceAssignment.assignLabel") }));
    // An assistant works no return: only the owner and the preparer are offered.
    await screen.findByText("Pat Lee", { selector: ".ant-select-item-option-content" });
    const offered = document.querySelectorAll(".ant-select-item-option-content");
    expect([...offered].map((option) => option.textContent)).toEqual(["Dana Nguyen", "Pat Lee"]);
    await user.click(screen.getByText("Pat Lee", { selector: ".ant-select-item-option-content" }));
    await user.click(within(bar).getByRole("button", { name: t("practiceAssignment.assignSelected") }));
    await waitFor(() => expect(assigned).toEqual([{ quoteIds: [41, 42], userId: 8 }]));
    expect(await screen.findByText(t("practiceAssignment.assignedDone", { name: "Pat Lee" }))).toBeTruthy();
  });

  it("shows a preparer who works each job, without ticks", async () => {
    showList("preparer");
    expect((await screen.findAllByText("Dana Nguyen")).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryAllByRole("checkbox")).toHaveLength(0));
  });
});
