import { type AdminAccount, type AdminSecondFactors, endpoints, RoleId } from "@taxlane/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { AccountsPanel } from "./AccountsPanel";

const dana: AdminAccount = {
  id: 41,
  roleId: RoleId.expert,
  email: "dana@example.test",
  firstName: "Dana",
  lastName: "Nguyen",
  suspendedAt: null,
  createdAt: "2026-01-05T10:00:00.000Z",
};

const danaFactors: AdminSecondFactors = {
  authenticatorApp: { addedAt: "2026-12-03T10:00:00.000Z", lastUsedAt: "2026-12-05T09:00:00.000Z" },
  passkeys: [{ id: 1, name: "Work laptop", createdAt: "2026-11-20T10:00:00.000Z", lastUsedAt: null }],
  recoveryCodesLeft: 7,
  emailCodes: true,
  required: true,
  dueAt: null,
  lastResetAt: null,
};

function answerAccounts(factors: AdminSecondFactors) {
  const looked = vi.fn();
  server.use(
    answer(endpoints.admin.searchAccounts, () => [dana]),
    answer(endpoints.admin.secondFactors, ({ url }) => {
      looked(url.searchParams.get("userId"));
      return factors;
    }),
  );
  return looked;
}

async function openFactors(user: ReturnType<typeof userEvent.setup>) {
  renderWithApp(<AccountsPanel />);
  await user.click(await screen.findByRole("button", { name: "Sign-in factors of Dana Nguyen" }));
  return screen.findByRole("dialog", { name: "Sign-in factors of Dana Nguyen" });
}

/**
 * The reset form, open above the drawer. Found by its title's text: in tests antd labels every dialog
 * by the same id, so two dialogs open at once cannot be told apart by their accessible names.
 */
async function resetForm() {
  const title = await screen.findByText("Reset the sign-in factors of Dana Nguyen?");
  const dialog = title.closest<HTMLElement>('[role="dialog"]');
  if (dialog === null) throw new Error("the reset form is not a dialog");
  return dialog;
}

describe("an account's sign-in factors in the operator console", () => {
  it("says in words what the person holds", async () => {
    const looked = answerAccounts(danaFactors);
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const drawer = await openFactors(user);

    const list = await within(drawer).findByRole("list", { name: "Sign-in factors" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Authenticator app, added Dec 3, 2026, last used Dec 5, 2026",
      "Passkey “Work laptop”, added Nov 20, 2026, never used",
      "7 of 10 recovery codes left",
      "E-mail codes: on",
      "Never reset by support",
    ]);
    expect(looked).toHaveBeenCalledWith("41");
  });

  it("tells when a professional without an app or passkey must add one", async () => {
    answerAccounts({
      ...danaFactors,
      authenticatorApp: null,
      passkeys: [],
      recoveryCodesLeft: 0,
      dueAt: "2099-01-08T12:00:00.000Z",
      lastResetAt: "2026-12-01T12:00:00.000Z",
    });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const drawer = await openFactors(user);
    expect(await within(drawer).findByText("Must add an app or passkey by Jan 8, 2099")).toBeTruthy();
    expect(within(drawer).getByText("No authenticator app")).toBeTruthy();
    expect(within(drawer).getByText("No passkeys")).toBeTruthy();
    expect(within(drawer).getByText("Last reset by support: Dec 1, 2026")).toBeTruthy();
  });

  it("resets only with a reference and the identity check, then says it is done", async () => {
    answerAccounts(danaFactors);
    const reset = vi.fn();
    server.use(
      answer(endpoints.admin.resetSecondFactors, ({ body }) => {
        reset(body);
        return {};
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const drawer = await openFactors(user);
    await user.click(await within(drawer).findByRole("button", { name: "Reset factors…" }));

    const form = await resetForm();
    expect(within(form).getByText(/signed out everywhere/)).toBeTruthy();
    expect(within(form).getByText(/must add a new app or passkey before reaching client data/)).toBeTruthy();
    await user.click(within(form).getByRole("button", { name: "Reset factors" }));
    expect(await within(form).findByText("Enter the support request this reset answers.")).toBeTruthy();
    expect(
      within(form).getByText(
        "Confirm that you verified the person's identity before resetting their factors.",
      ),
    ).toBeTruthy();
    expect(reset).not.toHaveBeenCalled();

    await user.type(within(form).getByRole("textbox", { name: "Support request reference" }), " SR-2041 ");
    await user.click(
      within(form).getByRole("checkbox", {
        name: "I verified this person's identity through the support request",
      }),
    );
    await user.click(within(form).getByRole("button", { name: "Reset factors" }));

    await waitFor(() =>
      expect(reset).toHaveBeenCalledWith({ userId: 41, supportReference: "SR-2041", identityVerified: true }),
    );
    expect(
      await screen.findByText("The sign-in factors of Dana Nguyen were reset, and they were told by e-mail."),
    ).toBeTruthy();
  });

  it("shows the API's refusal in the form", async () => {
    answerAccounts(danaFactors);
    server.use(
      answer(endpoints.admin.resetSecondFactors, () =>
        refusal(403, "You cannot reset your own sign-in factors: another operator must do it."),
      ),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const drawer = await openFactors(user);
    await user.click(await within(drawer).findByRole("button", { name: "Reset factors…" }));
    const form = await resetForm();
    await user.type(within(form).getByRole("textbox", { name: "Support request reference" }), "SR-1");
    await user.click(within(form).getByRole("checkbox"));
    await user.click(within(form).getByRole("button", { name: "Reset factors" }));

    expect((await within(form).findByRole("alert")).textContent).toContain(
      "You cannot reset your own sign-in factors: another operator must do it.",
    );
  });
});
