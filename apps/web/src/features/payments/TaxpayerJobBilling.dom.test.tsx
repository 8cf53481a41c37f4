import { endpoints, type JobBilling } from "@taxlane/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { TaxpayerJobBilling } from "./TaxpayerJobBilling";
import { testBilling, testChange, testInvoice, testJob } from "./test/billing";

const user = () => userEvent.setup({ delay: null });

function showBilling(billing: JobBilling, job = testJob()) {
  server.use(answer(endpoints.taxPreparation.getJobBilling, () => billing));
  return renderWithApp(<TaxpayerJobBilling job={job} />);
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

describe("the taxpayer's Billing tab", () => {
  it("says in words that there are no invoices yet, and offers no professional's actions", async () => {
    showBilling(testBilling());
    expect(await screen.findByText(/No invoices yet. Your tax professional's invoices/)).toBeTruthy();
    expect(screen.getByText("No price changes. The agreed price is the quote.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New invoice" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Ask for a price change" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("offers to pay an invoice's deposit or all of it, and opens the checkout the server names", async () => {
    const bodies = recording(endpoints.taxpayer.payInvoice, () => ({ url: "#paying" }));
    showBilling(testBilling({ invoices: [testInvoice()] }));
    const invoice = await screen.findByRole("listitem", { name: "Invoice INV-0007" });
    expect(within(invoice).getByText("Sent Mar 2, 2026.")).toBeTruthy();
    await user().click(within(invoice).getByRole("button", { name: "Pay deposit $400.00" }));
    await waitFor(() => expect(bodies).toEqual([{ invoiceId: 61, part: "deposit" }]));
    expect(within(invoice).getByRole("button", { name: /^Pay all \$/ })).toBeTruthy();
  });

  it("offers nothing to pay or answer on a cancelled job, and says why", async () => {
    showBilling(
      testBilling({
        invoices: [testInvoice({ status: "partly-paid", paidCents: 40_000, dueCents: 80_000 })],
        priceChanges: [testChange({ status: "pending" })],
      }),
      testJob({ cancelledAt: "2026-03-05T10:00:00.000Z" }),
    );
    expect(
      await screen.findByText("This job was cancelled: nothing more is billed or paid here."),
    ).toBeTruthy();
    const invoice = screen.getByRole("listitem", { name: "Invoice INV-0007" });
    expect(within(invoice).queryByRole("button", { name: /Pay/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Accept/ })).toBeNull();
  });

  it("says in words when the professional cannot take payments online yet", async () => {
    showBilling(testBilling({ invoices: [testInvoice()], payOnline: false }));
    const invoice = await screen.findByRole("listitem", { name: "Invoice INV-0007" });
    expect(within(invoice).queryByRole("button", { name: /Pay/ })).toBeNull();
    expect(within(invoice).getByText(/has not set up online payments yet/)).toBeTruthy();
  });

  it("shows a refused payment's reason beside the invoice", async () => {
    server.use(
      answer(endpoints.taxpayer.payInvoice, () =>
        refusal(409, "Invoice INV-0007 was voided, so there is nothing to pay on it."),
      ),
    );
    showBilling(testBilling({ invoices: [testInvoice()] }));
    const invoice = await screen.findByRole("listitem", { name: "Invoice INV-0007" });
    await user().click(within(invoice).getByRole("button", { name: /^Pay deposit/ }));
    expect((await within(invoice).findByRole("alert")).textContent).toContain("was voided");
  });

  it("puts a pending price change first, with its amount, reason and the price it makes", async () => {
    showBilling(testBilling({ priceChanges: [testChange()] }));
    const pending = await screen.findByRole("region", {
      name: "Dana Nguyen asks to raise the price by $75.00",
    });
    expect(within(pending).getByText("Reason: A rental property was added after the quote.")).toBeTruthy();
    expect(
      within(pending).getByText("If you accept, the agreed price becomes $1,275.00 (now $1,200.00)."),
    ).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 })[0]?.textContent).toBe(
      "Dana Nguyen asks to raise the price by $75.00",
    );
  });

  it("says a lower price as an offer to lower it", async () => {
    showBilling(testBilling({ priceChanges: [testChange({ amountCents: -5_000 })] }));
    const pending = await screen.findByRole("region", {
      name: "Dana Nguyen offers to lower the price by $50.00",
    });
    expect(within(pending).getByText(/the agreed price becomes \$1,150\.00/)).toBeTruthy();
  });

  it("accepts a price change after confirming the new price", async () => {
    showBilling(testBilling({ priceChanges: [testChange()] }));
    const bodies = recording(endpoints.taxpayer.acceptPriceChange, () =>
      testChange({ status: "accepted", decidedAt: "2026-03-04T10:00:00.000Z" }),
    );
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Accept" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getAllByText("Accept the new price of $1,275.00?").length).toBeGreaterThan(0);
    expect(bodies).toEqual([]);
    await u.click(within(dialog).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(bodies).toEqual([{ priceChangeId: 81 }]));
    expect(await screen.findByText("You accepted the price change.")).toBeTruthy();
  });

  it("shows the API's refusal of an answer in its words", async () => {
    showBilling(testBilling({ priceChanges: [testChange()] }));
    server.use(
      answer(endpoints.taxpayer.acceptPriceChange, () =>
        refusal(409, "Dana Nguyen withdrew this price change. The agreed price stays $1,200.00."),
      ),
    );
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Accept" }));
    await u.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Accept" }));
    const problem = await screen.findByText(
      "Dana Nguyen withdrew this price change. The agreed price stays $1,200.00.",
    );
    expect(problem.closest("[role=alert]")).not.toBeNull();
  });

  it("declines with a note to the professional", async () => {
    showBilling(testBilling({ priceChanges: [testChange()] }));
    const bodies = recording(endpoints.taxpayer.declinePriceChange, () => testChange({ status: "declined" }));
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline the price change" });
    expect(within(dialog).getByText(/The agreed price stays \$1,200\.00/)).toBeTruthy();
    await u.type(within(dialog).getByLabelText("Note to Dana Nguyen (optional)"), " Let's talk first. ");
    await u.click(within(dialog).getByRole("button", { name: "Decline the change" }));
    await waitFor(() => expect(bodies).toEqual([{ priceChangeId: 81, note: "Let's talk first." }]));
    expect(await screen.findByText("You declined the price change.")).toBeTruthy();
  });

  it("declines without a note, sending none", async () => {
    showBilling(testBilling({ priceChanges: [testChange()] }));
    const bodies = recording(endpoints.taxpayer.declinePriceChange, () => testChange({ status: "declined" }));
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline the price change" });
    await u.click(within(dialog).getByRole("button", { name: "Decline the change" }));
    await waitFor(() => expect(bodies).toEqual([{ priceChangeId: 81 }]));
  });

  it("shows the decline's refusal inside its dialog", async () => {
    showBilling(testBilling({ priceChanges: [testChange()] }));
    server.use(
      answer(endpoints.taxpayer.declinePriceChange, () =>
        refusal(409, "You already answered this price change."),
      ),
    );
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline the price change" });
    await u.click(within(dialog).getByRole("button", { name: "Decline the change" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "You already answered this price change.",
    );
  });

  it("says so in words when the billing cannot be loaded, and tries again", async () => {
    server.use(answer(endpoints.taxPreparation.getJobBilling, () => refusal(404, "This job was not found.")));
    renderWithApp(<TaxpayerJobBilling job={testJob()} />);
    const problem = await screen.findByRole("alert");
    expect(problem.textContent).toContain("We could not load the job's price and invoices.");
    expect(problem.textContent).toContain("This job was not found.");
    server.use(answer(endpoints.taxPreparation.getJobBilling, () => testBilling()));
    await user().click(within(problem).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Agreed price $1,200.00 (the quote)")).toBeTruthy();
  });
});
