import { DASHBOARD_STAGES, endpoints, type PracticeDashboard } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { testPerson } from "../../testing/people";
import { renderWithApp } from "../../testing/render";
import { signInForTest } from "../../testing/session";
import { DashboardPage } from "./DashboardPage";

/** A new practice's dashboard: every stage empty, no filed return, no money. */
const emptyDashboard = (): PracticeDashboard => ({
  byStage: DASHBOARD_STAGES.map((statusId) => ({ statusId, jobs: 0 })),
  byMember: [],
  turnaround: { since: "2025-07-01", jobs: [], onTimeShare: null, byMember: [] },
  revenue: { months: [{ month: "2026-06", paidCents: 0 }], totalCents: 0 },
  outstanding: { invoices: 0, cents: 0, overdueInvoices: 0, overdueCents: 0 },
});

function showPage(dashboard: PracticeDashboard | Response) {
  signInForTest();
  server.use(
    answer(endpoints.user.getUser, () => testPerson()),
    answer(endpoints.practice.getDashboard, () => dashboard),
  );
  renderWithApp(<DashboardPage />);
}

describe("the owner's dashboard page", () => {
  it("tells a new practice it has no jobs yet, with no chart nor table", async () => {
    showPage(emptyDashboard());
    expect(await screen.findByText(t("dashboards.emptyTitle"))).toBeTruthy();
    expect(screen.getByText(t("dashboards.emptyText"))).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("lists the jobs by stage and member, and what is owed", async () => {
    showPage({
      ...emptyDashboard(),
      byStage: DASHBOARD_STAGES.map((statusId) => ({ statusId, jobs: statusId === 2 ? 3 : 0 })),
      byMember: [
        {
          userId: 4,
          name: "Pat Lee",
          stages: DASHBOARD_STAGES.map((statusId) => ({ statusId, jobs: statusId === 2 ? 3 : 0 })),
          total: 3,
        },
      ],
      outstanding: { invoices: 2, cents: 32_000, overdueInvoices: 1, overdueCents: 12_000 },
    });
    const stages = await screen.findByRole("table", { name: t("dashboards.stagesTitle") });
    const inProcess = within(stages).getByText("In process").closest("tr");
    expect(inProcess && within(inProcess).getByText("3")).toBeTruthy();
    const members = screen.getByRole("table", { name: t("dashboards.membersTitle") });
    expect(within(members).getByText("Pat Lee")).toBeTruthy();
    expect(screen.getByText("$320.00")).toBeTruthy();
    expect(screen.getByText("$120.00")).toBeTruthy();
    // Nothing received and nothing filed: those cards say so instead of drawing.
    expect(screen.getByText(t("dashboards.revenueEmpty"))).toBeTruthy();
    expect(screen.getByText(t("dashboards.turnaroundEmpty"))).toBeTruthy();
  });

  it("says the dashboard could not be loaded, in the server's words", async () => {
    showPage(HttpResponse.json({ errorMessage: "Something broke on our side." }, { status: 503 }));
    expect(await screen.findByText(t("dashboards.loadError"))).toBeTruthy();
  });
});
