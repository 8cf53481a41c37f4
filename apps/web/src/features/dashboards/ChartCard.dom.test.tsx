import { endpoints, type MarketplaceHealth } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import { cloneElement, isValidElement, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { signInForTest } from "../../testing/session";
import { MarketplaceHealthPanel } from "./MarketplaceHealthPanel";
import { RevenueCard } from "./MoneyCards";

// The test's DOM lays nothing out, so a container measuring its width would draw nothing: a fixed size.
vi.mock("recharts", async (original) => ({
  ...(await original<typeof import("recharts")>()),
  ResponsiveContainer: ({ children }: { children: ReactNode }) =>
    isValidElement<{ width?: number; height?: number }>(children)
      ? cloneElement(children, { width: 720, height: 260 })
      : children,
}));

// July 2025 to June 2026, as the API lists the window.
const months = [
  ...["07", "08", "09", "10", "11", "12"].map((month) => `2025-${month}`),
  ...["01", "02", "03", "04", "05", "06"].map((month) => `2026-${month}`),
].map((month) => ({ month, paidCents: 0 }));

describe("a chart card", () => {
  it("shows its figures in a table beside a chart hidden from screen readers", async () => {
    const revenue = {
      months: months.map((row, index) => (index === 11 ? { ...row, paidCents: 25_000 } : row)),
      totalCents: 25_000,
    };
    renderWithApp(<RevenueCard revenue={revenue} />);
    const table = screen.getByRole("table", { name: t("dashboards.revenueTitle") });
    const june = within(table).getByText("Jun 2026").closest("tr");
    expect(june && within(june).getByText("$250.00")).toBeTruthy();
    expect(within(table).getByText("Jul 2025")).toBeTruthy();
    expect(screen.getByText(t("dashboards.revenueSummary", { total: "$250.00" }))).toBeTruthy();
    expect(screen.getByRole("button", { name: t("dashboards.downloadCsv") })).toBeTruthy();
    // The chart loads on its own and stays out of the accessibility tree.
    await waitFor(() => expect(document.querySelector(".recharts-wrapper")).not.toBeNull());
    expect(document.querySelector(".recharts-wrapper")?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("says there is nothing yet instead of drawing empty axes", () => {
    renderWithApp(<RevenueCard revenue={{ months, totalCents: 0 }} />);
    expect(screen.getByText(t("dashboards.revenueEmpty"))).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: t("dashboards.downloadCsv") })).toBeNull();
  });
});

describe("the marketplace health tab", () => {
  it("shows the headline figures and each chart's table", async () => {
    const health: MarketplaceHealth = {
      since: "2026-05-17",
      requestsByDay: Array.from({ length: 30 }, (_, index) => ({
        day: `2026-06-${String(index + 1).padStart(2, "0")}`,
        requests: index === 14 ? 3 : 0,
      })),
      requests: 3,
      quotesPerRequest: {
        average: 1.67,
        distribution: [0, 1, 2, 3, 4, 5].map((quotes) => ({
          quotes,
          requests: quotes === 2 ? 2 : quotes === 1 ? 1 : 0,
        })),
      },
      medianHoursToFirstQuote: 4.5,
      hired: { requests: 1, share: 0.3333 },
      verification: { waiting: 2, oldestWaitingDays: 9 },
    };
    server.use(answer(endpoints.admin.getMarketplaceHealth, () => health));
    signInForTest();
    renderWithApp(<MarketplaceHealthPanel />);
    const distribution = await screen.findByRole("table", { name: t("dashboards.distributionTitle") });
    const two = within(distribution)
      .getByText(t("dashboards.quotesBucket", { count: 2 }))
      .closest("tr");
    expect(two && within(two).getByText("2")).toBeTruthy();
    expect(
      within(distribution).getByText(t("dashboards.quotesBucketMost", { count: "5 quotes" })),
    ).toBeTruthy();
    expect(screen.getByRole("table", { name: t("dashboards.requestsByDayTitle") })).toBeTruthy();
    expect(screen.getByText("33%")).toBeTruthy();
    expect(screen.getByText(t("dashboards.healthHours", { hours: "4.5" }))).toBeTruthy();
    expect(screen.getByText(t("dashboards.healthOldestWaiting", { count: 9 }))).toBeTruthy();
  });
});
