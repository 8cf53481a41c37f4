import { endpoints, type PracticeRole } from "@taxlane/contract";
import { billing } from "@taxlane/contract/i18n/local/billing";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { testPerson } from "../../testing/people";
import { testPractice } from "../../testing/practices";
import { renderWithApp } from "../../testing/render";
import { signInForTest } from "../../testing/session";
import { PlanPanel } from "./PlanPanel";

/** The plan panel of a practice's member with the role; answers how often it asked for the plan. */
async function planPanelOf(role: PracticeRole) {
  let asked = 0;
  let seated = false;
  server.use(
    answer(endpoints.user.getUser, () => testPerson({ hasSubscription: false })),
    answer(endpoints.practice.getPractice, () => {
      seated = true;
      return testPractice(role);
    }),
    answer(endpoints.subscription.getMySubscription, () => {
      asked += 1;
      // As the API answers a member whose role does not include the plan.
      return role === "owner"
        ? { canSendQuotes: false, subscription: null, receipts: [] }
        : refusal(403, "Your role in Rivera Tax Group (Preparer) does not include payments.");
    }),
  );
  signInForTest();
  renderWithApp(<PlanPanel />);
  // The panel decides once the member's seat is read: give it that answer and a moment to draw.
  await waitFor(() => expect(seated).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 100));
  return () => asked;
}

describe("the plan panel of a practice's member", () => {
  it("shows an owner the practice's plan, or how to start one", async () => {
    const asked = await planPanelOf("owner");
    expect(await screen.findByText(billing.noPlan)).toBeTruthy();
    expect(screen.getByRole("heading", { name: billing.yourPlan })).toBeTruthy();
    expect(asked()).toBe(1);
  });

  it("is left out for a member whose role does not include the plan: no plan of theirs, no error", async () => {
    const asked = await planPanelOf("preparer");
    expect(screen.queryByRole("heading", { name: billing.yourPlan })).toBeNull();
    expect(screen.queryByText(billing.planLoadError)).toBeNull();
    expect(asked()).toBe(0);
  });
});
