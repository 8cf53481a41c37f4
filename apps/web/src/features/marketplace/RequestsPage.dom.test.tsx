import { endpoints, type PracticeRole } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen } from "@testing-library/react";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { testPerson } from "../../testing/people";
import { testPractice } from "../../testing/practices";
import { renderWithApp } from "../../testing/render";
import { signInForTest } from "../../testing/session";
import { RequestsPage } from "./RequestsPage";

/**
 * The requests page for a professional whose GetUser says whether a plan covers them (for a practice's
 * member, an owner's plan does), in a practice with the role given or alone.
 */
async function requestsPageOf(hasSubscription: boolean, role: PracticeRole | null) {
  server.use(
    answer(endpoints.user.getUser, () => testPerson({ hasSubscription })),
    answer(endpoints.practice.getPractice, () => (role ? testPractice(role) : { practice: null })),
    answer(endpoints.accountant.getAllIndividualRequests, () => []),
    answer(endpoints.accountant.getAllBusinessRequests, () => []),
    answer(endpoints.accountant.getAccountantSentQuotes, () => []),
    answer(
      endpoints.accountant.generateLinkForNewTaxPreparation,
      () => new HttpResponse("http://localhost/questionnaire?invitationkey=k", { status: 200 }),
    ),
  );
  signInForTest();
  renderWithApp(<RequestsPage />);
  // The page has drawn once its requests came.
  await screen.findByText(t("quotes.noRequestsYet"));
}

const trialBanner = () => screen.queryByText(t("quotes.trialToSendQuotes"));

describe("the plan banner on the requests page", () => {
  it("asks a professional alone without a plan to start their trial", async () => {
    await requestsPageOf(false, null);
    expect(await screen.findByText(t("quotes.trialToSendQuotes"))).toBeTruthy();
    expect(screen.getByRole("link", { name: t("quotes.startTrial") }).getAttribute("href")).toBe("/payment");
  });

  it("says nothing to a member the practice's plan covers, who holds none of their own", async () => {
    await requestsPageOf(true, "preparer");
    expect(trialBanner()).toBeNull();
    expect(screen.queryByRole("link", { name: t("quotes.startTrial") })).toBeNull();
  });

  it("tells a member of a practice with no plan that an owner starts it, not to start their own", async () => {
    await requestsPageOf(false, "preparer");
    expect(
      await screen.findByText(t("quotes.practicePlanNeeded", { practice: "Rivera Tax Group" })),
    ).toBeTruthy();
    expect(trialBanner()).toBeNull();
    // A member's role does not include the plan: the checkout would refuse them.
    expect(screen.queryByRole("link", { name: t("quotes.startTrial") })).toBeNull();
  });

  it("asks an owner of a practice with no plan to start the trial, which covers the members", async () => {
    await requestsPageOf(false, "owner");
    expect(await screen.findByText(t("quotes.trialToSendQuotes"))).toBeTruthy();
  });
});
