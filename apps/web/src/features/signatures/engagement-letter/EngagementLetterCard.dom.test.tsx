import { endpoints } from "@taxlane/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answer, refusal } from "../../../testing/contract-handlers";
import { server } from "../../../testing/msw-server";
import { renderWithApp } from "../../../testing/render";
import { EngagementLetterCard } from "./EngagementLetterCard";
import { testFile, testLetter } from "./test/letters";

const signedLetter = testLetter({
  version: 2,
  status: "signed",
  signedAt: "2026-03-04T15:00:00.000Z",
  signerName: "Ann Lee",
  signatureKind: "typed",
  acceptedAt: "2026-03-05T15:00:00.000Z",
  signedFile: testFile("Engagement letter v2.pdf", 902),
  earlierVersions: [
    {
      version: 1,
      signedAt: "2026-02-01T15:00:00.000Z",
      signerName: "Ann Lee",
      signedFile: testFile("Engagement letter v1.pdf", 901),
    },
  ],
});

function answerLetter(letter = signedLetter) {
  server.use(answer(endpoints.taxPreparation.getEngagementLetter, () => letter));
}

describe("the engagement letter on a job", () => {
  it("shows the taxpayer a signed letter: who signed and when, its acceptance, its PDFs, and no signing", async () => {
    answerLetter();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EngagementLetterCard side="taxpayer" quoteId={41} />);

    expect(await screen.findByText("Signed on Mar 4, 2026 by Ann Lee")).toBeTruthy();
    expect(screen.getByText("Dana Nguyen accepted it on Mar 5, 2026.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download the signed letter (PDF)" })).toBeTruthy();
    expect(screen.getByText(/Version 1, signed on Feb 1, 2026 by Ann Lee/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download version 1 (PDF)" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign the letter" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Change the letter" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Read the letter" }));
    expect(await screen.findByText(/will prepare the 2025 individual tax return/)).toBeTruthy();
  });

  it("asks the taxpayer to sign a changed letter and opens the signing dialog", async () => {
    answerLetter(testLetter({ status: "changed", version: 3, acceptedAt: "2026-03-05T15:00:00.000Z" }));
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EngagementLetterCard side="taxpayer" quoteId={41} />);

    expect(await screen.findByText("Changed — waiting for the taxpayer’s signature")).toBeTruthy();
    expect(screen.getByText("Sign the letter to keep working with Dana Nguyen.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign the letter" }));
    const dialog = await screen.findByRole("dialog", { name: "Engagement letter with Dana Nguyen" });
    expect(within(dialog).getByRole("button", { name: "Sign the letter" })).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Sign and hire" })).toBeNull();
  });

  it("shows a letter never signed as such, saying nothing of an acceptance", async () => {
    answerLetter(testLetter());
    renderWithApp(<EngagementLetterCard side="taxpayer" quoteId={41} />);
    expect(await screen.findByText("Not signed yet")).toBeTruthy();
    expect(screen.queryByText(/accept/)).toBeNull();
    expect(screen.getByRole("button", { name: "Sign the letter" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Download the signed letter (PDF)" })).toBeNull();
  });

  it("lets the professional change the letter, saying the taxpayer signs again, and links their template", async () => {
    answerLetter();
    const changed = vi.fn();
    server.use(
      answer(endpoints.accountant.changeEngagementLetter, ({ body }) => {
        changed(body);
        return testLetter({ status: "changed", version: 3, body: "The new words." });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EngagementLetterCard side="expert" quoteId={41} />);

    expect(await screen.findByText("Signed on Mar 4, 2026 by Ann Lee")).toBeTruthy();
    expect(screen.getByText("You accepted it on Mar 5, 2026, when you confirmed the quote.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign the letter" })).toBeNull();
    expect(screen.getByRole("link", { name: "Edit your letter for new quotes" }).getAttribute("href")).toBe(
      "/expert/engagement-letter",
    );
    await user.click(screen.getByRole("button", { name: "Change the letter" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the engagement letter" });
    expect(within(dialog).getByText(/Ann Lee will be asked to sign the new letter/)).toBeTruthy();
    const body = within(dialog).getByRole("textbox", { name: "The letter" }) as HTMLTextAreaElement;
    expect(body.value).toBe(signedLetter.body);

    // The same words are no change.
    await user.click(within(dialog).getByRole("button", { name: "Save and ask to sign again" }));
    expect(
      await within(dialog).findByText("This is the letter as it stands. Change its words first."),
    ).toBeTruthy();
    expect(changed).not.toHaveBeenCalled();

    await user.clear(body);
    await user.type(body, "The new words.");
    await user.click(within(dialog).getByRole("button", { name: "Save and ask to sign again" }));
    expect(await screen.findByText("Letter changed. Ann Lee will be asked to sign it again.")).toBeTruthy();
    expect(changed).toHaveBeenCalledWith({ quoteId: 41, body: "The new words." });
    expect(await screen.findByText("Changed — waiting for the taxpayer’s signature")).toBeTruthy();
  });

  it("refuses an empty letter, and shows the API's refusal of a change", async () => {
    answerLetter();
    server.use(
      answer(endpoints.accountant.changeEngagementLetter, () =>
        refusal(409, "This job has ended, so its letter can no longer change."),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EngagementLetterCard side="expert" quoteId={41} />);

    await user.click(await screen.findByRole("button", { name: "Change the letter" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the engagement letter" });
    const body = within(dialog).getByRole("textbox", { name: "The letter" });
    await user.clear(body);
    await user.click(within(dialog).getByRole("button", { name: "Save and ask to sign again" }));
    expect(await within(dialog).findByText("Write the engagement letter; it cannot be empty.")).toBeTruthy();

    await user.type(body, "Other words.");
    await user.click(within(dialog).getByRole("button", { name: "Save and ask to sign again" }));
    const alert = await within(dialog).findByRole("alert");
    await waitFor(() =>
      expect(alert.textContent).toContain("This job has ended, so its letter can no longer change."),
    );
    expect(alert.textContent).toContain("The letter was not changed.");
  });

  it("says when the letter cannot be loaded", async () => {
    server.use(
      answer(endpoints.taxPreparation.getEngagementLetter, () =>
        refusal(404, "We could not find that tax preparation."),
      ),
    );
    renderWithApp(<EngagementLetterCard side="expert" quoteId={41} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The engagement letter could not be loaded.");
    expect(alert.textContent).toContain("We could not find that tax preparation.");
  });
});
