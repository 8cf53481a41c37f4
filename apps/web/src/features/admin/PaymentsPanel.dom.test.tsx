import { type AdminPayments, endpoints, type InvoicePayment } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { PaymentsPanel } from "./PaymentsPanel";

const user = () => userEvent.setup({ delay: null });

function testPayment(change: Partial<InvoicePayment> = {}): InvoicePayment {
  return {
    id: 91,
    invoiceId: 61,
    quoteId: 31,
    invoiceNumber: "INV-0007",
    receiptNumber: "RCT-0003",
    status: "paid",
    amountCents: 120_000,
    feeCents: 3_000,
    refundedCents: 0,
    methodLabel: "Visa •••• 4242",
    failure: null,
    createdAt: "2026-03-04T10:00:00.000Z",
    paidAt: "2026-03-04T10:01:00.000Z",
    professionalName: "Dana Nguyen",
    taxpayerName: "Sam Rivera",
    refunds: [],
    dispute: null,
    ...change,
  };
}

function testPayments(change: Partial<AdminPayments> = {}): AdminPayments {
  return {
    feeBasisPoints: 250,
    totals: { dueCents: 45_000, paidCents: 120_000, refundedCents: 0, feeCents: 3_000, netCents: 117_000 },
    payments: [testPayment()],
    disputed: [],
    ...change,
  };
}

const disputedPayment = testPayment({
  id: 92,
  invoiceNumber: "INV-0002",
  taxpayerName: "Alex Kim",
  dispute: {
    amountCents: 50_000,
    reason: "fraudulent",
    status: "needs_response",
    createdAt: "2026-03-06T10:00:00.000Z",
  },
});

function showPayments(payments: AdminPayments) {
  server.use(answer(endpoints.admin.getPayments, () => payments));
  return renderWithApp(<PaymentsPanel />);
}

/** The body of each row of a table, cell by cell. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );

describe("the operator's Payments tab", () => {
  it("shows the fee, the totals and the latest payments; no disputes section without disputes", async () => {
    showPayments(testPayments());
    expect(await screen.findByText("Now 2.50% (250 basis points).")).toBeTruthy();
    expect(screen.getByText(/payments already started keep the fee they had/)).toBeTruthy();
    expect(screen.getByLabelText(t("operatorPayments.feeLabel"))).toHaveProperty("value", "2.50");
    expect(screen.getByText("Due on sent invoices").closest(".ant-statistic")?.textContent).toContain(
      "$450.00",
    );
    expect(screen.getByText("Net to professionals").closest(".ant-statistic")?.textContent).toContain(
      "$1,170.00",
    );
    expect(rowsOf(screen.getByRole("table", { name: "Latest payments" }))).toEqual([
      [
        "Mar 4, 2026",
        "INV-0007",
        "Dana Nguyen",
        "Sam Rivera",
        "$1,200.00",
        "$30.00",
        "",
        "Paid",
        "Visa •••• 4242",
      ],
    ]);
    expect(screen.queryByRole("heading", { name: "Open disputes" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("puts open disputes first, with a warning", async () => {
    showPayments(testPayments({ disputed: [disputedPayment] }));
    const headings = await screen.findAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      "Open disputes",
      "Taxlane's fee",
      "All payments",
      "Latest payments",
    ]);
    expect(screen.getByText(/A payment is disputed. The provider holds the disputed amount/)).toBeTruthy();
    expect(rowsOf(screen.getByRole("table", { name: "Open disputes" }))).toEqual([
      ["Mar 6, 2026", "INV-0002", "Dana Nguyen", "Alex Kim", "$500.00", "fraudulent", "needs response"],
    ]);
  });

  it("says why a payment failed", async () => {
    showPayments(
      testPayments({
        payments: [testPayment({ status: "failed", methodLabel: null, failure: "Your card was declined." })],
      }),
    );
    const table = await screen.findByRole("table", { name: "Latest payments" });
    expect(rowsOf(table)[0]?.[7]).toBe("FailedYour card was declined.");
  });

  it("says there are no payments yet", async () => {
    showPayments(testPayments({ payments: [] }));
    expect(await screen.findByText("No payments yet.")).toBeTruthy();
  });

  it("saves a fee typed as a percent in basis points, and says it applies from now on", async () => {
    const bodies: unknown[] = [];
    showPayments(testPayments({ feeBasisPoints: 0 }));
    server.use(
      answer(endpoints.admin.savePaymentFee, ({ body }) => {
        bodies.push(body);
        return testPayments({ feeBasisPoints: 275 });
      }),
    );
    const field = await screen.findByLabelText(t("operatorPayments.feeLabel"));
    await user().clear(field);
    await user().type(field, "2.75");
    await user().click(screen.getByRole("button", { name: "Save the fee" }));
    expect(await screen.findByText("Saved. Payments started from now on pay a fee of 2.75%.")).toBeTruthy();
    expect(bodies).toEqual([{ feeBasisPoints: 275 }]);
    expect(await screen.findByText("Now 2.75% (275 basis points).")).toBeTruthy();
  });

  it("shows the API's words when the fee is refused", async () => {
    showPayments(testPayments());
    server.use(answer(endpoints.admin.savePaymentFee, () => refusal(400, t("paymentRules.feeInvalid"))));
    await user().click(await screen.findByRole("button", { name: "Save the fee" }));
    expect((await screen.findByRole("alert")).textContent).toContain(t("paymentRules.feeInvalid"));
  });

  it("says when the payments cannot be loaded", async () => {
    server.use(answer(endpoints.admin.getPayments, () => refusal(500, "The server stumbled.")));
    renderWithApp(<PaymentsPanel />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We could not load the payments");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
