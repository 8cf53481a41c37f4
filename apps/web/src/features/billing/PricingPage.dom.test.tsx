import { endpoints, type Plan } from "@taxlane/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { PricingPage } from "./PricingPage";

const plan = (change: Partial<Plan>): Plan => ({
  id: 1,
  name: "Basic",
  description: "For a professional on their own.",
  monthlyPrice: 199,
  yearlyPrice: 2150,
  features: [],
  trialDays: 30,
  roleId: 2,
  code: "expert-basic",
  ...change,
});

describe("the pricing page", () => {
  it("shows the members a plan includes and what each further one costs, monthly or yearly", async () => {
    server.use(
      answer(endpoints.subscription.getAllPlan, () => [
        plan({}),
        plan({
          id: 2,
          name: "Standard",
          code: "expert-standard",
          monthlyPrice: 349,
          yearlyPrice: 3650,
          seats: { included: 3, monthlyPriceCents: 4900, yearlyPriceCents: 49900 },
        }),
      ]),
    );
    renderWithApp(<PricingPage />);
    expect(await screen.findByText("Includes 3 members · each further member $49 a month")).toBeTruthy();
    // The Basic plan sells no seats: one seats line, the Standard plan's.
    expect(screen.getAllByText(/^Includes \d+ members/)).toHaveLength(1);
    await userEvent.setup({ delay: null }).click(screen.getByRole("radio", { name: /yearly/i }));
    expect(await screen.findByText("Includes 3 members · each further member $499 a year")).toBeTruthy();
  });
});
