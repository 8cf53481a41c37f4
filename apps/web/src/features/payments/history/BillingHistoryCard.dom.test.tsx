import { endpoints } from "@taxlane/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { answer, refusal } from "../../../testing/contract-handlers";
import { server } from "../../../testing/msw-server";
import { renderWithApp } from "../../../testing/render";
import { testFailedPayment, testPayment } from "../test/payments";
import { BillingHistoryCard } from "./BillingHistoryCard";

/** Clicks the receipt in the table (a phone's cards come first, until the screen's width is known). */
async function clickReceipt() {
  const table = await screen.findByRole("table");
  await userEvent
    .setup({ delay: null })
    .click(within(table).getByRole("button", { name: "Download receipt RCT-0001" }));
}

describe("the taxpayer's billing history", () => {
  it("lists what they paid, to whom and for which invoice, with the status and the receipt", async () => {
    server.use(
      answer(endpoints.taxpayer.getPayments, () => ({ payments: [testPayment(), testFailedPayment()] })),
    );
    renderWithApp(<BillingHistoryCard />);
    const history = await screen.findByRole("region", { name: "Billing history" });
    // The list first draws as cards and turns into a table once antd has read the screen's width.
    const rows = (await within(history).findAllByRole("row")).slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Mar 5, 2026", "Dana Nguyen", "INV-0007", "$400.00", "$125.50", "Paid", "RCT-0001"],
      [
        "Mar 4, 2026",
        "Dana Nguyen",
        "INV-0007",
        "$800.00",
        "$0.00",
        "FailedYour card was declined for insufficient funds. Try another card or a bank account.",
        "None",
      ],
    ]);
    // The professional's fee is theirs: the taxpayer's list does not show it.
    expect(within(history).queryByText("$12.00")).toBeNull();
    expect(within(history).queryByRole("button", { name: /Refund/ })).toBeNull();
  });

  it("downloads a receipt as its file", async () => {
    const asked: (string | null)[] = [];
    server.use(
      answer(endpoints.taxpayer.getPayments, () => ({ payments: [testPayment()] })),
      answer(endpoints.payments.getReceipt, ({ url }) => {
        asked.push(url.searchParams.get("paymentId"));
        return new HttpResponse(new Blob(["%PDF-1.7"]), { headers: { "content-type": "application/pdf" } });
      }),
    );
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:receipt");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    // The browser saves the file; jsdom would navigate to it instead.
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithApp(<BillingHistoryCard />);
    await clickReceipt();
    await waitFor(() => expect(saved).toEqual(["receipt-RCT-0001.pdf"]));
    expect(asked).toEqual(["91"]);
    vi.restoreAllMocks();
  });

  it("says the receipt could not be fetched, in the API's words", async () => {
    server.use(
      answer(endpoints.taxpayer.getPayments, () => ({ payments: [testPayment()] })),
      answer(endpoints.payments.getReceipt, () =>
        refusal(409, "This payment has no receipt: its status is processing."),
      ),
    );
    renderWithApp(<BillingHistoryCard />);
    await clickReceipt();
    expect(await screen.findByText("This payment has no receipt: its status is processing.")).toBeTruthy();
  });

  it("says in words that there are no payments yet", async () => {
    server.use(answer(endpoints.taxpayer.getPayments, () => ({ payments: [] })));
    renderWithApp(<BillingHistoryCard />);
    expect(
      await screen.findByText(
        "No payments yet. When you pay an invoice online, it shows here with its receipt.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says when the history cannot be loaded", async () => {
    server.use(answer(endpoints.taxpayer.getPayments, () => refusal(503, "Payments are resting.")));
    renderWithApp(<BillingHistoryCard />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your billing history could not be loaded.");
    expect(alert.textContent).toContain("Payments are resting.");
  });
});
