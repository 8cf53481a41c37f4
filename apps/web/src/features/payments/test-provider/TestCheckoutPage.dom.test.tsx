import { endpoints, type TestPaymentCheckout } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { answer, refusal } from "../../../testing/contract-handlers";
import { server } from "../../../testing/msw-server";
import { renderWithApp } from "../../../testing/render";
import { TestCheckoutPage } from "./TestCheckoutPage";

const user = () => userEvent.setup({ delay: null });

const openCheckout = (change: Partial<TestPaymentCheckout> = {}): TestPaymentCheckout => ({
  session: "cs_local_1",
  status: "open",
  amountCents: 12_550,
  description: "Invoice INV-0007 from Dana Nguyen",
  professionalName: "Dana Nguyen CPA",
  declineCode: null,
  returnUrl: "/user/tax_preparation/5?tab=billing",
  ...change,
});

/** The page at its address, with the job's page to come back to; answers the bodies paid with. */
function showCheckout(checkout: TestPaymentCheckout, pay: (body: unknown) => Response | object) {
  const bodies: unknown[] = [];
  server.use(
    answer(endpoints.payments.getTestCheckout, ({ url }) => {
      expect(url.searchParams.get("session")).toBe("cs_local_1");
      return checkout;
    }),
    answer(endpoints.payments.payTestCheckout, ({ body }) => {
      bodies.push(body);
      return pay(body) as never;
    }),
  );
  renderWithApp(
    <Routes>
      <Route path="/pay/test-checkout" element={<TestCheckoutPage />} />
      <Route path="/user/tax_preparation/5" element={<p>The job's Billing tab</p>} />
    </Routes>,
    { path: "/pay/test-checkout?session=cs_local_1" },
  );
  return bodies;
}

async function payByCard(cardNumber: string) {
  const u = user();
  await u.type(await screen.findByLabelText(t("paymentTestPages.cardNumber")), cardNumber);
  await u.type(screen.getByLabelText(t("paymentTestPages.expiry")), "12 / 40");
  await u.type(screen.getByLabelText(t("paymentTestPages.cvc")), "123");
  await u.click(screen.getByRole("button", { name: "Pay $125.50" }));
  return u;
}

describe("the local provider's test checkout", () => {
  it("shows what is paid, to whom, and that it is a test that moves no money", async () => {
    showCheckout(openCheckout(), () => ({ url: null, declineCode: null }));
    expect(await screen.findByText("$125.50")).toBeTruthy();
    expect(screen.getByText("Invoice INV-0007 from Dana Nguyen")).toBeTruthy();
    expect(screen.getByText("Dana Nguyen CPA")).toBeTruthy();
    expect(screen.getByText(t("paymentTestPages.testBannerTitle"))).toBeTruthy();
    expect(screen.getByText(/4242 4242 4242 4242 works/)).toBeTruthy();
  });

  it("says why a card was declined and what to do, in an alert that takes the focus", async () => {
    const bodies = showCheckout(openCheckout(), () => ({ url: null, declineCode: "card_declined" }));
    await payByCard("4000 0000 0000 0002");

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(t("paymentTestPages.declinedTitle"))).toBeTruthy();
    expect(within(alert).getByText(t("payments.declinedCard"))).toBeTruthy();
    await waitFor(() => expect(alert.parentElement?.contains(document.activeElement)).toBe(true));
    expect(bodies).toEqual([
      {
        method: "card",
        session: "cs_local_1",
        cardNumber: "4000 0000 0000 0002",
        expiry: "12 / 40",
        cvc: "123",
      },
    ]);
    // Still open: another card can be tried at once.
    expect(screen.getByRole("button", { name: "Pay $125.50" })).toBeTruthy();
  });

  it("goes back to the job's Billing tab once paid", async () => {
    showCheckout(openCheckout(), () => ({
      url: "/user/tax_preparation/5?tab=billing&payment=77",
      declineCode: null,
    }));
    await payByCard("4242 4242 4242 4242");
    expect(await screen.findByText("The job's Billing tab")).toBeTruthy();
  });

  it("pays with the test bank account", async () => {
    const bodies = showCheckout(openCheckout(), () => ({ url: null, declineCode: "account_closed" }));
    const u = user();
    await u.click(await screen.findByText(t("paymentTestPages.methodBank")));
    await u.type(screen.getByLabelText(t("paymentTestPages.routingNumber")), "110000000");
    await u.type(screen.getByLabelText(t("paymentTestPages.accountNumber")), "000111111116");
    await u.click(screen.getByRole("button", { name: "Pay $125.50" }));
    expect(within(await screen.findByRole("alert")).getByText(t("payments.declinedBank"))).toBeTruthy();
    expect(bodies).toEqual([
      {
        method: "us_bank_account",
        session: "cs_local_1",
        routingNumber: "110000000",
        accountNumber: "000111111116",
      },
    ]);
  });

  it("puts the API's refusal of a card on its field", async () => {
    showCheckout(openCheckout(), () =>
      refusal(400, t("paymentTestPages.testCardsOnly"), [
        { field: "cardNumber", message: t("paymentTestPages.testCardsOnly") },
      ]),
    );
    await payByCard("4111 1111 1111 1111");
    expect(await screen.findByText(t("paymentTestPages.testCardsOnly"))).toBeTruthy();
  });

  it("says a checkout that ended took nothing, and leads back to the invoice", async () => {
    showCheckout(openCheckout({ status: "expired" }), () => ({ url: null, declineCode: null }));
    expect(await screen.findByText(t("paymentTestPages.endedTitle"))).toBeTruthy();
    expect(screen.getByRole("link", { name: t("paymentTestPages.backToInvoice") }).getAttribute("href")).toBe(
      "/user/tax_preparation/5?tab=billing",
    );
    expect(screen.queryByRole("button", { name: /Pay/ })).toBeNull();
  });
});
