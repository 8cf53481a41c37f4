import { endpoints } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { answer } from "../../../testing/contract-handlers";
import { server } from "../../../testing/msw-server";
import { renderWithApp } from "../../../testing/render";
import { TestOnboardingPage } from "./TestOnboardingPage";

function showOnboarding(path: string) {
  const bodies: unknown[] = [];
  server.use(
    answer(endpoints.payments.getTestOnboarding, () => ({
      account: "acct_local_1",
      email: "dana@example.test",
      detailsSubmitted: false,
    })),
    answer(endpoints.payments.completeTestOnboarding, ({ body }) => {
      bodies.push(body);
      return { url: "/expert/payments?connected=1" };
    }),
  );
  renderWithApp(
    <Routes>
      <Route path="/payouts/test-onboarding" element={<TestOnboardingPage />} />
      <Route path="/expert/payments" element={<p>The payments page</p>} />
    </Routes>,
    { path },
  );
  return bodies;
}

describe("the local provider's test onboarding", () => {
  it("takes the name with Stripe's test bank account filled in, and goes back where the link said", async () => {
    const bodies = showOnboarding(
      "/payouts/test-onboarding?account=acct_local_1&return=%2Fexpert%2Fpayments",
    );
    expect(await screen.findByText(t("paymentTestPages.onboardingBannerTitle"))).toBeTruthy();
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText(t("paymentTestPages.businessName")), "Dana Nguyen CPA");
    await u.click(screen.getByRole("button", { name: t("paymentTestPages.onboardingSubmit") }));
    expect(await screen.findByText("The payments page")).toBeTruthy();
    expect(bodies).toEqual([
      {
        account: "acct_local_1",
        businessName: "Dana Nguyen CPA",
        routingNumber: "110000000",
        accountNumber: "000123456789",
        returnPath: "/expert/payments",
      },
    ]);
  });

  it("passes on no page of another site to return to", async () => {
    const bodies = showOnboarding("/payouts/test-onboarding?account=acct_local_1&return=%2F%2Fevil.test");
    const u = userEvent.setup({ delay: null });
    await u.type(await screen.findByLabelText(t("paymentTestPages.businessName")), "Dana Nguyen CPA");
    await u.click(screen.getByRole("button", { name: t("paymentTestPages.onboardingSubmit") }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty("returnPath");
  });
});
