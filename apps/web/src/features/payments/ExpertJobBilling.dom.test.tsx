import { endpoints, type JobBilling } from "@taxlane/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { ExpertJobBilling } from "./ExpertJobBilling";
import { testBilling, testChange, testInvoice, testJob } from "./test/billing";

const user = () => userEvent.setup({ delay: null });

function showBilling(billing: JobBilling, job = testJob()) {
  server.use(
    answer(endpoints.taxPreparation.getJobBilling, ({ url }) => {
      expect(url.searchParams.get("quoteId")).toBe("31");
      return billing;
    }),
  );
  return renderWithApp(<ExpertJobBilling job={job} />);
}

/** Records the bodies an endpoint was called with, answering `reply`. */
function recording<E extends Parameters<typeof answer>[0]>(
  endpoint: E,
  reply: Parameters<typeof answer<E>>[1],
) {
  const bodies: unknown[] = [];
  server.use(
    answer(endpoint, (call) => {
      bodies.push(call.body);
      return reply(call);
    }),
  );
  return bodies;
}

/** The value a card shows under `title`. */
function fieldValue(container: HTMLElement, title: string) {
  return within(container).getByText(title, { selector: "dt" }).nextElementSibling?.textContent;
}

const draft = () =>
  testInvoice({ id: 62, number: null, status: "draft", sentAt: null, depositCents: null, notes: null });

describe("the professional's Billing tab", () => {
  it("says in words that there are no invoices and no price changes yet", async () => {
    showBilling(testBilling());
    expect(await screen.findByText("Agreed price $1,200.00 (the quote)")).toBeTruthy();
    expect(screen.getByText(/No invoices yet. Create one/)).toBeTruthy();
    expect(screen.getByText("No price changes. The agreed price is the quote.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Invoices" })).toBeTruthy();
  });

  it("shows how the agreed price came about, and each invoice with its amounts, dates, lines and notes", async () => {
    showBilling(
      testBilling({
        price: {
          quotedCents: 120_000,
          acceptedChangesCents: 7_500,
          agreedCents: 127_500,
          invoicedCents: 120_000,
          paidCents: 40_000,
          refundedCents: 0,
        },
        invoices: [testInvoice({ status: "partly-paid", paidCents: 40_000, dueCents: 80_000 })],
        priceChanges: [testChange({ status: "accepted", decidedAt: "2026-03-04T10:00:00.000Z" })],
      }),
    );
    expect(
      await screen.findByText("Agreed price $1,275.00 (quote $1,200.00 + $75.00 accepted change)"),
    ).toBeTruthy();
    const invoice = screen.getByRole("listitem", { name: "Invoice INV-0007" });
    expect(within(invoice).getByText("Partly paid")).toBeTruthy();
    expect(fieldValue(invoice, "Total")).toBe("$1,200.00");
    expect(fieldValue(invoice, "Deposit due now")).toBe("$400.00");
    expect(fieldValue(invoice, "Due")).toBe("Apr 10, 2026");
    expect(fieldValue(invoice, "Paid so far")).toBe("$400.00");
    expect(fieldValue(invoice, "Still to pay")).toBe("$800.00");
    expect(within(invoice).getByText("Pay by bank transfer.")).toBeTruthy();
    // A partly paid invoice can no longer be voided.
    expect(within(invoice).queryByRole("button", { name: /Void/ })).toBeNull();

    const toggle = within(invoice).getByRole("button", { name: "2 lines" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user().click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(within(invoice).getByText("State return")).toBeTruthy();
    expect(within(invoice).getByText("2 × $150.00")).toBeTruthy();

    const change = screen.getByRole("listitem", { name: "+$75.00" });
    expect(within(change).getByText("Accepted")).toBeTruthy();
    expect(within(change).getByText("Accepted Mar 4, 2026")).toBeTruthy();
  });

  it("bills a cancelled job no more: no new invoice, price change, sending or editing; a draft may be deleted", async () => {
    showBilling(testBilling({ invoices: [draft()] }), testJob({ cancelledAt: "2026-03-05T10:00:00.000Z" }));
    expect(
      await screen.findByText("This job was cancelled: nothing more is billed or paid here."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New invoice" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Ask for a price change" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Send/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
    expect(screen.getByRole("button", { name: /^Delete draft/ })).toBeTruthy();
  });

  it("creates a draft invoice from lines typed in dollars, the total shown as they are typed", async () => {
    showBilling(testBilling());
    const bodies = recording(endpoints.accountant.createInvoice, () => draft());
    const u = user();
    await u.click(await screen.findByRole("button", { name: "New invoice" }));
    const dialog = await screen.findByRole("dialog", { name: "New invoice" });
    const first = within(dialog).getByRole("group", { name: "Line 1" });
    await u.type(within(first).getByLabelText("Description"), "Form 1040");
    await u.type(within(first).getByLabelText("Unit price ($)"), "1,000");
    await u.click(within(dialog).getByRole("button", { name: "Add a line" }));
    const second = within(dialog).getByRole("group", { name: "Line 2" });
    // The keyboard is taken into the new line.
    await waitFor(() => expect(document.activeElement).toBe(within(second).getByLabelText("Description")));
    await u.keyboard("State return");
    await u.clear(within(second).getByLabelText("Quantity"));
    await u.type(within(second).getByLabelText("Quantity"), "2");
    await u.type(within(second).getByLabelText("Unit price ($)"), "100.25");
    expect(within(dialog).getByText("Total: $1,200.50")).toBeTruthy();
    await u.type(within(dialog).getByLabelText("Deposit due now ($, optional)"), "200.5");
    fireEvent.change(within(dialog).getByLabelText("Due date"), { target: { value: "2026-04-15" } });
    await u.type(within(dialog).getByLabelText("Notes (optional)"), "  Half before filing.  ");
    await u.click(within(dialog).getByRole("button", { name: "Save draft" }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          quoteId: 31,
          lines: [
            { description: "Form 1040", quantity: 1, unitCents: 100_000 },
            { description: "State return", quantity: 2, unitCents: 10_025 },
          ],
          depositCents: 20_050,
          dueDate: "2026-04-15",
          notes: "Half before filing.",
        },
      ]),
    );
    expect(await screen.findByText("The draft is saved. Send it when it is ready.")).toBeTruthy();
  });

  it("refuses amounts it cannot read, a deposit above the total and a missing due date, sending nothing", async () => {
    showBilling(testBilling());
    const bodies = recording(endpoints.accountant.createInvoice, () => draft());
    const u = user();
    await u.click(await screen.findByRole("button", { name: "New invoice" }));
    const dialog = await screen.findByRole("dialog", { name: "New invoice" });
    await u.type(within(dialog).getByLabelText("Description"), "Form 1040");
    await u.type(within(dialog).getByLabelText("Unit price ($)"), "1.234");
    await u.type(within(dialog).getByLabelText("Deposit due now ($, optional)"), "5");
    await u.click(within(dialog).getByRole("button", { name: "Save draft" }));
    expect(await within(dialog).findByText("An amount is in whole cents, such as 125.50.")).toBeTruthy();
    expect(within(dialog).getByText("The deposit can be at most the invoice's total.")).toBeTruthy();
    expect(within(dialog).getByText("Choose the date the invoice is due.")).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it("shows the API's refusal of an invoice in its own words", async () => {
    showBilling(testBilling());
    server.use(
      answer(endpoints.accountant.createInvoice, () =>
        refusal(
          409,
          "This invoice would bring the invoiced total to $1,300.00, above the agreed price of $1,200.00.",
        ),
      ),
    );
    const u = user();
    await u.click(await screen.findByRole("button", { name: "New invoice" }));
    const dialog = await screen.findByRole("dialog", { name: "New invoice" });
    await u.type(within(dialog).getByLabelText("Description"), "Form 1040");
    await u.type(within(dialog).getByLabelText("Unit price ($)"), "1300");
    fireEvent.change(within(dialog).getByLabelText("Due date"), { target: { value: "2026-04-15" } });
    await u.click(within(dialog).getByRole("button", { name: "Save draft" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "above the agreed price of $1,200.00",
    );
  });

  it("edits a draft, sending all its contents again", async () => {
    showBilling(testBilling({ invoices: [draft()] }));
    const bodies = recording(endpoints.accountant.updateInvoice, () => draft());
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Edit Draft invoice" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit draft invoice" });
    const second = within(dialog).getByRole("group", { name: "Line 2" });
    expect((within(second).getByLabelText("Unit price ($)") as HTMLInputElement).value).toBe("150.00");
    await u.click(within(second).getByRole("button", { name: "Remove line 2" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Add a line" })),
    );
    await u.click(within(dialog).getByRole("button", { name: "Save draft" }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          invoiceId: 62,
          lines: [{ description: "Form 1040 with Schedule C", quantity: 1, unitCents: 90_000 }],
          dueDate: "2026-04-10",
        },
      ]),
    );
  });

  it("sends a draft only after saying the taxpayer is e-mailed it", async () => {
    showBilling(testBilling({ invoices: [draft()] }));
    const bodies = recording(endpoints.accountant.sendInvoice, () => testInvoice({ id: 62 }));
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Send Draft invoice" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/The taxpayer is e-mailed the invoice/)).toBeTruthy();
    expect(bodies).toEqual([]);
    await u.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(bodies).toEqual([{ invoiceId: 62 }]));
    expect(await screen.findByText("The invoice is sent.")).toBeTruthy();
  });

  it("deletes a draft after asking", async () => {
    showBilling(testBilling({ invoices: [draft()] }));
    const bodies = recording(endpoints.accountant.deleteInvoiceDraft, () => ({}));
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Delete draft Draft invoice" }));
    await u.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete draft" }));
    await waitFor(() => expect(bodies).toEqual([{ invoiceId: 62 }]));
  });

  it("voids a sent invoice with the reason, which it asks for first", async () => {
    showBilling(testBilling({ invoices: [testInvoice()] }));
    const bodies = recording(endpoints.accountant.voidInvoice, () =>
      testInvoice({ status: "void", voidedAt: "2026-03-05T10:00:00.000Z", voidReason: "Wrong amount." }),
    );
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Void Invoice INV-0007" }));
    const dialog = await screen.findByRole("dialog", { name: "Void Invoice INV-0007" });
    await u.click(within(dialog).getByRole("button", { name: "Void the invoice" }));
    expect(await within(dialog).findByText(/Say why the invoice is void/)).toBeTruthy();
    await u.type(within(dialog).getByLabelText("Reason"), "Wrong amount.");
    await u.click(within(dialog).getByRole("button", { name: "Void the invoice" }));
    await waitFor(() => expect(bodies).toEqual([{ invoiceId: 61, reason: "Wrong amount." }]));
  });

  it("shows a void invoice's reason and offers nothing more on it", async () => {
    showBilling(
      testBilling({
        invoices: [
          testInvoice({ status: "void", voidedAt: "2026-03-05T10:00:00.000Z", voidReason: "Wrong amount." }),
        ],
      }),
    );
    const invoice = await screen.findByRole("listitem", { name: "Invoice INV-0007" });
    expect(within(invoice).getByText("Void since Mar 5, 2026: Wrong amount.")).toBeTruthy();
    expect(within(invoice).queryByRole("button", { name: /Void|Send|Edit/ })).toBeNull();
  });

  it("asks for a lower price, the amount typed without a sign and the direction chosen", async () => {
    showBilling(testBilling());
    const bodies = recording(endpoints.accountant.requestPriceChange, () =>
      testChange({ amountCents: -5_000 }),
    );
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Ask for a price change" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask for a price change" });
    await u.click(within(dialog).getByRole("radio", { name: "Less" }));
    await u.type(within(dialog).getByLabelText("By how much ($)"), "50");
    // The new price follows the form's watched values, which antd hands on after the keystroke.
    expect(await within(dialog).findByText("The agreed price would become $1,150.00.")).toBeTruthy();
    await u.type(within(dialog).getByLabelText("Reason"), "No state return after all.");
    await u.click(within(dialog).getByRole("button", { name: "Ask Sam Rivera" }));
    await waitFor(() =>
      expect(bodies).toEqual([{ quoteId: 31, amountCents: -5_000, reason: "No state return after all." }]),
    );
  });

  it("refuses a price change of nothing or with a minus sign, sending nothing", async () => {
    showBilling(testBilling());
    const bodies = recording(endpoints.accountant.requestPriceChange, () => testChange());
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Ask for a price change" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask for a price change" });
    await u.type(within(dialog).getByLabelText("By how much ($)"), "-5");
    await u.type(within(dialog).getByLabelText("Reason"), "Less work.");
    await u.click(within(dialog).getByRole("button", { name: "Ask Sam Rivera" }));
    expect(await within(dialog).findByText("Enter the amount without a minus sign.")).toBeTruthy();
    await u.clear(within(dialog).getByLabelText("By how much ($)"));
    await u.type(within(dialog).getByLabelText("By how much ($)"), "0");
    expect(await within(dialog).findByText("An amount must be more than $0.00.")).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it("shows the API's refusal of a price change in its words", async () => {
    showBilling(testBilling());
    server.use(
      answer(endpoints.accountant.requestPriceChange, () =>
        refusal(409, "Sam Rivera has not answered your last price change yet."),
      ),
    );
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Ask for a price change" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask for a price change" });
    await u.type(within(dialog).getByLabelText("By how much ($)"), "75");
    await u.type(within(dialog).getByLabelText("Reason"), "A rental property.");
    await u.click(within(dialog).getByRole("button", { name: "Ask Sam Rivera" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "Sam Rivera has not answered your last price change yet.",
    );
  });

  it("withdraws a pending price change after asking, and shows a declined one's note", async () => {
    showBilling(
      testBilling({
        priceChanges: [
          testChange(),
          testChange({
            id: 80,
            amountCents: 20_000,
            status: "declined",
            decidedAt: "2026-03-02T10:00:00.000Z",
            declineNote: "Too much for one form.",
          }),
        ],
      }),
    );
    const bodies = recording(endpoints.accountant.withdrawPriceChange, () =>
      testChange({ status: "withdrawn" }),
    );
    const declined = await screen.findByRole("listitem", { name: "+$200.00" });
    expect(within(declined).getByText("Their note: Too much for one form.")).toBeTruthy();
    expect(within(declined).queryByRole("button")).toBeNull();
    const u = user();
    await u.click(screen.getByRole("button", { name: "Withdraw price change of +$75.00" }));
    await u.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(bodies).toEqual([{ priceChangeId: 81 }]));
  });
});
