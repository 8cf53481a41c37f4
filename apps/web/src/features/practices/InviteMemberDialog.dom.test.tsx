import { endpoints, practiceRoleTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { InviteMemberDialog } from "./InviteMemberDialog";
import { testPractice } from "./test/practice";

const user = () => userEvent.setup({ delay: null });

/** The dialog, open, with the invitation call answered by `reply`; answers the bodies sent. */
function openDialog(reply: () => ReturnType<typeof testPractice> | Response = () => testPractice()) {
  const sent: unknown[] = [];
  server.use(
    answer(endpoints.practice.inviteMember, ({ body }) => {
      sent.push(body);
      return reply();
    }),
  );
  const onClose = vi.fn();
  renderWithApp(<InviteMemberDialog open onClose={onClose} />);
  return { sent, onClose };
}

describe("the invite a member dialog", () => {
  it("offers each role with its line from the role table, and 'sees every job' for a preparer only", async () => {
    openDialog();
    const person = user();
    for (const role of ["owner", "preparer", "reviewer", "assistant"] as const) {
      expect(await screen.findByText(practiceRoleTexts[role].summary)).toBeTruthy();
    }
    expect(screen.queryByRole("checkbox", { name: t("practicePages.seesAllLabel") })).toBeNull();
    await person.click(
      screen.getByRole("radio", { name: new RegExp(`^${practiceRoleTexts.preparer.name}`) }),
    );
    expect(await screen.findByRole("checkbox", { name: t("practicePages.seesAllLabel") })).toBeTruthy();
    await person.click(
      screen.getByRole("radio", { name: new RegExp(`^${practiceRoleTexts.reviewer.name}`) }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("checkbox", { name: t("practicePages.seesAllLabel") })).toBeNull(),
    );
  });

  it("asks for an e-mail and a role before sending", async () => {
    const { sent } = openDialog();
    await user().click(await screen.findByRole("button", { name: t("practicePages.inviteSubmit") }));
    expect(await screen.findByText(t("practicePages.emailRequired"))).toBeTruthy();
    expect(await screen.findByText(t("practices.roleInvalid"))).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends the e-mail, the role and a preparer's 'sees every job', then closes", async () => {
    const { sent, onClose } = openDialog();
    const person = user();
    await person.type(await screen.findByLabelText(t("practicePages.emailLabel")), " lee@example.com ");
    await person.click(
      screen.getByRole("radio", { name: new RegExp(`^${practiceRoleTexts.preparer.name}`) }),
    );
    await person.click(await screen.findByRole("checkbox", { name: t("practicePages.seesAllLabel") }));
    await person.click(screen.getByRole("button", { name: t("practicePages.inviteSubmit") }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ email: "lee@example.com", role: "preparer", seesAllJobs: true }]);
  });

  it("shows the API's refusal in its words", async () => {
    const words =
      "lee@example.com already belongs to another practice. They need to leave it before they can join yours.";
    const { onClose } = openDialog(() => refusal(409, words));
    const person = user();
    await person.type(await screen.findByLabelText(t("practicePages.emailLabel")), "lee@example.com");
    await person.click(
      screen.getByRole("radio", { name: new RegExp(`^${practiceRoleTexts.assistant.name}`) }),
    );
    await person.click(screen.getByRole("button", { name: t("practicePages.inviteSubmit") }));
    expect((await screen.findByRole("alert")).textContent).toContain(words);
    expect(onClose).not.toHaveBeenCalled();
  });
});
