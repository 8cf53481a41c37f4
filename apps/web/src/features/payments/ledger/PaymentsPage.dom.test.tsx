import { endpoints, type PayoutAccount, type ProfessionalPayments } from "@taxlane/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { answer, refusal } from "../../../testing/contract-handlers";
import { server } from "../../../testing/msw-server";
import { renderWithApp } from "../../../testing/render";
import { testFailedPayment, testLedger, testPayment, testSettings } from "../test/payments";
import { PaymentsPage } from "./PaymentsPage";

const user = () => userEvent.setup({ delay: null });

const activeLocal: PayoutAccount = {
  provider: "local",
  status: "active",
  chargesEnabled: true,
  payoutsEnabled: true,
  detailsSubmitted: true,
};

/** The page with its three calls answered; the payments by year (null: every year). */
function showPage({
  ledger = () => testLedger(),
  payouts = activeLocal,
}: {
  ledger?: (year: string | null) => ProfessionalPayments;
  payouts?: PayoutAccount;
} = {}) {
  const years: (string | null)[] = [];
  server.use(
    answer(endpoints.accountant.getPayouts, () => payouts),
    answer(endpoints.accountant.getPaymentSettings, () => testSettings()),
    answer(endpoints.accountant.getPayments, ({ url }) => {
      const year = url.searchParams.get("year");
      years.push(year);
      return ledger(year);
    }),
  );
  renderWithApp(<PaymentsPage />);
  return { years };
}

/** The value a card shows under `title`. */
function fieldValue(container: HTMLElement, title: string) {
  return within(container).getByText(title, { selector: "dt" }).nextElementSibling?.textContent;
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

describe("the professional's payments page", () => {
  it("shows the totals, and those of the year chosen", async () => {
    const lastYear = new Date().getFullYear() - 1;
    const { years } = showPage({
      ledger: (year) =>
        year === null
          ? testLedger()
          : testLedger({
              totals: { dueCents: 0, paidCents: 5_000, refundedCents: 0, feeCents: 150, netCents: 4_850 },
            }),
    });
    const totals = await screen.findByRole("region", { name: "Totals" });
    expect(fieldValue(totals, "Due")).toBe("$800.00");
    expect(fieldValue(totals, "Paid")).toBe("$400.00");
    expect(fieldValue(totals, "Refunded")).toBe("$125.50");
    expect(fieldValue(totals, "Taxlane fees")).toBe("$12.00");
    expect(fieldValue(totals, "Net")).toBe("$262.50");

    const u = user();
    await u.click(screen.getByRole("combobox", { name: "Year" }));
    await u.click(await screen.findByTitle(String(lastYear)));
    await waitFor(() =>
      expect(fieldValue(screen.getByRole("region", { name: "Totals" }), "Net")).toBe("$48.50"),
    );
    expect(years).toEqual([null, String(lastYear)]);
    expect(fieldValue(screen.getByRole("region", { name: "Totals" }), "Paid")).toBe("$50.00");
  });

  it("lists each payment with its client, invoice, receipt, method, amounts and status", async () => {
    showPage();
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const [paid, failed] = rows as [HTMLElement, HTMLElement];
    expect(
      within(paid)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Mar 5, 2026",
      "Sam Rivera",
      "INV-0007",
      "RCT-0001",
      "Visa •••• 4242",
      "$400.00",
      "$12.00",
      "$125.50",
      "Paid",
      "Refund",
    ]);
    expect(within(paid).getByRole("button", { name: "Download receipt RCT-0001" })).toBeTruthy();
    expect(within(failed).getByText("Failed")).toBeTruthy();
    expect(within(failed).getByText(/declined for insufficient funds/)).toBeTruthy();
    // Nothing to refund or download of a payment that did not go through.
    expect(within(failed).queryByRole("button")).toBeNull();
  });

  it("says when there are no payments, and when a year has none", async () => {
    const empty = testLedger({
      payments: [],
      totals: { dueCents: 0, paidCents: 0, refundedCents: 0, feeCents: 0, netCents: 0 },
    });
    showPage({ ledger: () => empty });
    expect(await screen.findByText("No payments yet")).toBeTruthy();
    expect(screen.getByText(/When a client pays one of your invoices online/)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    const u = user();
    const thisYear = String(new Date().getFullYear());
    await u.click(screen.getByRole("combobox", { name: "Year" }));
    await u.click(await screen.findByTitle(thisYear));
    expect(
      await screen.findByText(`No payments in ${thisYear}. Choose another year, or all years.`),
    ).toBeTruthy();
  });

  it("says in words when the payments cannot be loaded, and tries again", async () => {
    let calls = 0;
    server.use(
      answer(endpoints.accountant.getPayouts, () => activeLocal),
      answer(endpoints.accountant.getPaymentSettings, () => testSettings()),
      answer(endpoints.accountant.getPayments, () => {
        calls += 1;
        return calls === 1 ? refusal(503, "Payments are resting.") : testLedger();
      }),
    );
    renderWithApp(<PaymentsPage />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your payments could not be loaded.");
    expect(alert.textContent).toContain("Payments are resting.");
    await user().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Totals" })).toBeTruthy();
  });
});

describe("the refund dialog", () => {
  async function openRefund() {
    const { years } = showPage();
    const u = user();
    // The table, once the screen's width is known (a phone's cards come first).
    const table = await screen.findByRole("table");
    await u.click(within(table).getByRole("button", { name: "Refund the payment of Sam Rivera ($400.00)" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund Sam Rivera" });
    const amount = within(dialog).getByLabelText("Amount to refund ($)") as HTMLInputElement;
    return { u, dialog, amount, years };
  }

  it("offers what is not refunded yet, and refuses more than that or no reason before asking the API", async () => {
    const bodies = recording(endpoints.accountant.refundPayment, () => testPayment());
    const { u, dialog, amount } = await openRefund();
    expect(amount.value).toBe("274.50");
    expect(within(dialog).getByText("At most $274.50, what is not refunded yet.")).toBeTruthy();
    await u.clear(amount);
    await u.type(amount, "300");
    await u.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(
      await within(dialog).findByText(
        "You can refund at most $274.50, what is not refunded yet of this payment.",
      ),
    ).toBeTruthy();
    expect(
      await within(dialog).findByText("Say why you refund, for your client and your records."),
    ).toBeTruthy();
    await u.clear(amount);
    await u.type(amount, "12.345");
    expect(await within(dialog).findByText("An amount is in whole cents, such as 125.50.")).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it("puts the API's refusal on its field, then refunds the amount in cents with the reason", async () => {
    let refused = false;
    const bodies = recording(endpoints.accountant.refundPayment, () => {
      if (!refused) {
        refused = true;
        return refusal(400, "A refund is at least $1.00.", [
          { field: "amountCents", message: "A refund is at least $1.00." },
        ]);
      }
      return testPayment({ refundedCents: 22_550 });
    });
    const { u, dialog, amount, years } = await openRefund();
    await u.clear(amount);
    await u.type(amount, "0.50");
    await u.type(within(dialog).getByLabelText("Reason"), "  Goodwill  ");
    await u.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await within(dialog).findByText("A refund is at least $1.00.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(amount.getAttribute("aria-invalid")).toBe("true");

    await u.clear(amount);
    await u.type(amount, "100");
    await u.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("The refund to Sam Rivera is on its way.")).toBeTruthy();
    expect(bodies).toEqual([
      { paymentId: 91, amountCents: 50, reason: "Goodwill" },
      { paymentId: 91, amountCents: 10_000, reason: "Goodwill" },
    ]);
    // The payments and totals are read again after each answer, the refusal too.
    await waitFor(() => expect(years).toHaveLength(3));
  });
});

describe("the payouts card", () => {
  it("says test mode, and sends the professional on to finish setting up payouts", async () => {
    const connects = recording(endpoints.accountant.connectPayouts, () => ({
      url: `${window.location.href.split("#")[0]}#onboarding`,
    }));
    showPage({
      payouts: { ...activeLocal, status: "pending", chargesEnabled: false, payoutsEnabled: false },
    });
    const payouts = await screen.findByRole("region", { name: "Payouts" });
    expect(within(payouts).getByText("Pending")).toBeTruthy();
    expect(within(payouts).getByText("Test mode: no money moves.")).toBeTruthy();
    await user().click(within(payouts).getByRole("button", { name: "Finish setting up payouts" }));
    await waitFor(() => expect(window.location.hash).toBe("#onboarding"));
    expect(connects).toHaveLength(1);
    window.location.hash = "";
  });

  it("offers nothing to do once payouts are active with Stripe", async () => {
    showPage({ payouts: { ...activeLocal, provider: "stripe" } });
    const payouts = await screen.findByRole("region", { name: "Payouts" });
    expect(within(payouts).getByText("Active")).toBeTruthy();
    expect(within(payouts).queryByText(/Test mode/)).toBeNull();
    expect(within(payouts).queryByRole("button")).toBeNull();
  });
});

describe("the payments CSV", () => {
  it("downloads the payments shown as a CSV named for their years", async () => {
    const asked: (string | null)[] = [];
    server.use(
      answer(endpoints.accountant.exportPayments, ({ url }) => {
        asked.push(url.searchParams.get("year"));
        return new HttpResponse("Date paid\r\n", { headers: { "content-type": "text/csv" } });
      }),
    );
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:csv");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    // The browser saves the file; jsdom would navigate to it instead.
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    showPage({ ledger: () => testLedger({ payments: [testFailedPayment()] }) });
    await user().click(await screen.findByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(asked).toEqual([null]));
    await waitFor(() => expect(saved).toEqual(["taxlane-payments-all.csv"]));
    vi.restoreAllMocks();
  });
});

describe("the payment settings", () => {
  it("saves the switches and the reminder cadence", async () => {
    const bodies = recording(endpoints.accountant.savePaymentSettings, ({ body }) =>
      testSettings(body as object),
    );
    showPage();
    const settings = await screen.findByRole("region", { name: "Payment settings" });
    const u = user();
    await u.click(within(settings).getByRole("switch", { name: /Hold the final return/ }));
    await u.click(within(settings).getByRole("combobox", { name: "Remind clients of unpaid invoices" }));
    await u.click(await screen.findByTitle("Every 14 days"));
    await u.click(within(settings).getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Your payment settings are saved.")).toBeTruthy();
    expect(bodies).toEqual([{ releaseOnPayment: true, reminderEveryDays: 14, keepDepositOnCancel: false }]);
  });
});
