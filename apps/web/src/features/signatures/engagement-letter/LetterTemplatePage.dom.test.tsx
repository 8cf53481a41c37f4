import { endpoints } from "@taxlane/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answer, refusal } from "../../../testing/contract-handlers";
import { server } from "../../../testing/msw-server";
import { renderWithApp } from "../../../testing/render";
import { LetterTemplatePage } from "./LetterTemplatePage";
import { testTemplate } from "./test/letters";

const ownLetter = "Dear {taxpayer}, I prepare your {taxYear} return for {price}. {professional}";

function letterBox() {
  return screen.getByRole("textbox", { name: "Your letter" }) as HTMLTextAreaElement;
}

/** Sets the whole letter at once: typing thousands of characters key by key is slow in a test. */
function write(text: string) {
  fireEvent.change(letterBox(), { target: { value: text } });
}

describe("the professional's engagement letter page", () => {
  it("lists the placeholders, previews the letter with example values, and saves it", async () => {
    server.use(answer(endpoints.accountant.getEngagementTemplate, () => testTemplate()));
    const saved = vi.fn();
    server.use(
      answer(endpoints.accountant.saveEngagementTemplate, ({ body }) => {
        saved(body);
        return testTemplate({ body: ownLetter, isDefault: false, updatedAt: "2026-03-04T15:00:00.000Z" });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithApp(<LetterTemplatePage />);

    expect(await screen.findByRole("heading", { level: 1, name: "Your engagement letter" })).toBeTruthy();
    const placeholders = await screen.findByRole("heading", { name: "What each placeholder becomes" });
    expect(placeholders).toBeTruthy();
    expect(screen.getByText("{taxpayer}")).toBeTruthy();
    expect(screen.getByText("The taxpayer’s full name")).toBeTruthy();
    expect(screen.getByText("The price of the quote")).toBeTruthy();
    expect(screen.getByText(/You have not saved a letter of your own/)).toBeTruthy();
    expect(letterBox().value).toBe(testTemplate().body);

    write(ownLetter);
    const preview = screen.getByRole("region", { name: "Preview with example values" });
    // The preview follows the typing a moment later (a deferred value); a loaded machine is slower still.
    await waitFor(
      () =>
        expect(preview.textContent).toBe(
          "Dear Alex Morgan, I prepare your 2025 return for $450.00. Your name",
        ),
      { timeout: 5000 },
    );

    expect(screen.queryByText(/Not a placeholder/)).toBeNull();
    write(`${ownLetter} {client}`);
    expect(
      await screen.findByText(
        "Not a placeholder, so taxpayers read it as written: {client}",
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    write(ownLetter);

    await user.click(screen.getByRole("button", { name: "Save letter" }));
    expect(
      await screen.findByText("Your engagement letter is saved. New quotes use it.", {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(saved).toHaveBeenCalledWith({ body: ownLetter });
    expect(await screen.findByText("Saved on Mar 4, 2026.")).toBeTruthy();
  });

  it("refuses an empty letter without sending it", async () => {
    server.use(answer(endpoints.accountant.getEngagementTemplate, () => testTemplate()));
    const saved = vi.fn();
    server.use(
      answer(endpoints.accountant.saveEngagementTemplate, ({ body }) => {
        saved(body);
        return testTemplate();
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithApp(<LetterTemplatePage />);

    await screen.findByRole("textbox", { name: "Your letter" });
    write("   ");
    await user.click(screen.getByRole("button", { name: "Save letter" }));
    expect(await screen.findByText("Write the engagement letter; it cannot be empty.")).toBeTruthy();
    // The preview follows the text a moment after it changes: wait for it, as a reader would.
    const preview = screen.getByRole("region", { name: "Preview with example values" });
    await waitFor(() => expect(preview.textContent).toBe("Write your letter to see it here."));
    expect(saved).not.toHaveBeenCalled();
  });

  it("fills Taxlane's letter back in, and shows the API's refusal in its words", async () => {
    server.use(
      answer(endpoints.accountant.getEngagementTemplate, () =>
        testTemplate({ body: ownLetter, isDefault: false, updatedAt: "2026-03-04T15:00:00.000Z" }),
      ),
      answer(endpoints.accountant.saveEngagementTemplate, () =>
        refusal(400, "An engagement letter can be at most 20,000 characters. Shorten it."),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithApp(<LetterTemplatePage />);

    expect(await screen.findByText("Saved on Mar 4, 2026.")).toBeTruthy();
    expect(letterBox().value).toBe(ownLetter);
    await user.click(screen.getByRole("button", { name: "Use Taxlane’s letter" }));
    expect(letterBox().value).toBe(testTemplate().defaultBody);

    await user.click(screen.getByRole("button", { name: "Save letter" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your letter was not saved.");
    expect(within(alert).getByText(/at most 20,000 characters/)).toBeTruthy();
  });

  it("says when the letter cannot be loaded", async () => {
    server.use(
      answer(endpoints.accountant.getEngagementTemplate, () =>
        refusal(403, "Only professionals have a letter."),
      ),
    );
    renderWithApp(<LetterTemplatePage />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your engagement letter could not be loaded.");
  });
});
