import { endpoints } from "@taxlane/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answer, refusal } from "../../../testing/contract-handlers";
import { server } from "../../../testing/msw-server";
import { renderWithApp } from "../../../testing/render";
import { SignLetterDialog } from "./SignLetterDialog";
import { testLetter } from "./test/letters";

const target = { quoteId: 41, professionalName: "Dana Nguyen", price: 450 };

function answerLetter(change: Parameters<typeof testLetter>[0] = {}) {
  server.use(answer(endpoints.taxPreparation.getEngagementLetter, () => testLetter(change)));
}

function renderDialog(purpose: "hire" | "again" = "hire") {
  const onClose = vi.fn();
  const rendered = renderWithApp(
    <SignLetterDialog target={target} purpose={purpose} open onClose={onClose} />,
  );
  return { onClose, ...rendered };
}

describe("the engagement letter dialog", () => {
  it("signs the letter read with a typed signature, by keyboard alone, with the consent when ticked", async () => {
    answerLetter();
    const signed = vi.fn();
    server.use(
      answer(endpoints.taxpayer.signEngagementLetter, ({ body }) => {
        signed(body);
        return testLetter({
          status: "signed",
          version: 1,
          signedAt: "2026-03-04T10:00:00.000Z",
          signerName: "Ann B. Lee",
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { onClose, queryClient } = renderDialog();
    const invalidated = vi.spyOn(queryClient, "invalidateQueries");

    const dialog = await screen.findByRole("dialog", { name: "Engagement letter with Dana Nguyen" });
    expect(within(dialog).getByText(/Dana Nguyen quoted \$450/)).toBeTruthy();
    expect(await within(dialog).findByRole("region", { name: "The engagement letter" })).toBeTruthy();
    expect(within(dialog).getByText(/of Ann Lee for \$450\./)).toBeTruthy();
    expect(within(dialog).getByText(/I agree that Dana Nguyen may also show them/)).toBeTruthy();

    const fullName = within(dialog).getByRole("textbox", { name: "Your full name" });
    expect((fullName as HTMLInputElement).value).toBe("Ann Lee");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.clear(fullName);
    await user.type(fullName, "Ann B. Lee");
    const typed = within(dialog).getByRole("textbox", { name: "Type your full name as your signature" });
    expect((typed as HTMLInputElement).value).toBe("");
    await user.type(typed, "Ann B. Lee");
    within(dialog)
      .getByRole("checkbox", { name: /share my tax information/ })
      .focus();
    await user.keyboard(" ");
    within(dialog).getByRole("button", { name: "Sign and hire" }).focus();
    await user.keyboard("{Enter}");

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(signed).toHaveBeenCalledWith({
      quoteId: 41,
      letterHash: "hash-of-version-0",
      signerName: "Ann B. Lee",
      signature: { kind: "typed", text: "Ann B. Lee" },
      consentTextVersion: "2026-12-v2",
    });
    expect(
      await screen.findByText(/You signed the letter and chose Dana Nguyen\. They confirm next/),
    ).toBeTruthy();
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ["marketplace"] });
  });

  it("sends no consent when the box is left empty, and none is offered when it cannot be given", async () => {
    answerLetter({ consentAvailable: false, status: "changed", version: 2, letterHash: "hash-2" });
    const signed = vi.fn();
    server.use(
      answer(endpoints.taxpayer.signEngagementLetter, ({ body }) => {
        signed(body);
        return testLetter({ status: "signed" });
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { onClose } = renderDialog("again");

    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("region", { name: "The engagement letter" });
    expect(
      within(dialog).getByText("Dana Nguyen asks you to sign this letter. Read it, then sign it."),
    ).toBeTruthy();
    expect(within(dialog).queryByRole("checkbox")).toBeNull();
    await user.type(
      within(dialog).getByRole("textbox", { name: "Type your full name as your signature" }),
      "Ann Lee",
    );
    await user.click(within(dialog).getByRole("button", { name: "Sign the letter" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(signed).toHaveBeenCalledWith({
      quoteId: 41,
      letterHash: "hash-2",
      signerName: "Ann Lee",
      signature: { kind: "typed", text: "Ann Lee" },
    });
    expect(await screen.findByText("You signed the new engagement letter.")).toBeTruthy();
  });

  it("asks for a name and a signature before sending", async () => {
    answerLetter();
    const signed = vi.fn();
    server.use(
      answer(endpoints.taxpayer.signEngagementLetter, ({ body }) => {
        signed(body);
        return testLetter();
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderDialog();

    const dialog = await screen.findByRole("dialog");
    await user.clear(await within(dialog).findByRole("textbox", { name: "Your full name" }));
    await user.click(within(dialog).getByRole("button", { name: "Sign and hire" }));

    expect(await within(dialog).findByText("Enter the signer's full name.")).toBeTruthy();
    expect(
      await within(dialog).findByText("Sign first: type your name or draw your signature."),
    ).toBeTruthy();

    // With the name given, the missing signature alone still stops it.
    await user.type(within(dialog).getByRole("textbox", { name: "Your full name" }), "Ann Lee");
    await user.click(within(dialog).getByRole("button", { name: "Sign and hire" }));
    await waitFor(() => expect(within(dialog).queryByText("Enter the signer's full name.")).toBeNull());
    expect(within(dialog).getByText("Sign first: type your name or draw your signature.")).toBeTruthy();
    expect(signed).not.toHaveBeenCalled();
  });

  it("shows the API's refusal in its words and stays open", async () => {
    answerLetter();
    server.use(
      answer(endpoints.taxpayer.signEngagementLetter, () =>
        refusal(409, "The letter changed while you read it. Read the new one and sign again."),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { onClose } = renderDialog();

    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("region", { name: "The engagement letter" });
    await user.type(
      within(dialog).getByRole("textbox", { name: "Type your full name as your signature" }),
      "Ann Lee",
    );
    await user.click(within(dialog).getByRole("button", { name: "Sign and hire" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("The letter was not signed.");
    expect(alert.textContent).toContain(
      "The letter changed while you read it. Read the new one and sign again.",
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says when the letter cannot be loaded", async () => {
    server.use(
      answer(endpoints.taxPreparation.getEngagementLetter, () =>
        refusal(404, "We could not find that quote."),
      ),
    );
    renderDialog();
    const dialog = await screen.findByRole("dialog");
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("The engagement letter could not be loaded.");
    expect(alert.textContent).toContain("We could not find that quote.");
    expect(within(dialog).queryByRole("button", { name: "Sign and hire" })).toBeNull();
  });
});
