import {
  endpoints,
  type Filing,
  IRS_REFUND_TRACKER_URL,
  type JobFilings,
  rejectCodeEntry,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { testJob } from "../../testing/jobs";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { FilingTab } from "./FilingTab";

const filing = (change: Partial<Filing>): Filing => ({
  id: 7,
  quoteId: 31,
  jurisdiction: "federal",
  jurisdictionName: "federal",
  method: "efile",
  amended: false,
  filedOn: "2026-03-02",
  submissionId: "1234562026061000001a",
  status: "submitted",
  acknowledgedOn: null,
  rejectCode: null,
  rejectMeaning: null,
  rejectNextStep: null,
  explanation: null,
  correctsFilingId: null,
  correctedByFilingId: null,
  recordedAt: "2026-03-02T10:00:00.000Z",
  ...change,
});
const filings = (change: Partial<JobFilings>): JobFilings => ({
  quoteId: 31,
  taxYear: 2025,
  startedOn: "2026-02-01",
  filings: [],
  outcome: null,
  federalAccepted: false,
  ...change,
});

describe("the taxpayer's Filing tab", () => {
  it("says nothing is filed yet and what comes next", async () => {
    server.use(answer(endpoints.taxPreparation.getFilings, () => filings({})));
    renderWithApp(<FilingTab job={testJob()} side="taxpayer" />);
    expect(await screen.findByText(t("filingPages.emptyTitle"))).toBeTruthy();
    expect(screen.getByText(t("filingPages.emptyTaxpayer"))).toBeTruthy();
    expect(screen.queryByRole("button", { name: t("filingPages.recordFiling") })).toBeNull();
  });

  it("shows a rejection's meaning and next step, the accepted correction, and the refund with the IRS tracker", async () => {
    const entry = rejectCodeEntry("IND-031-04");
    server.use(
      answer(endpoints.taxPreparation.getFilings, () =>
        filings({
          filings: [
            filing({
              status: "rejected",
              acknowledgedOn: "2026-03-03",
              rejectCode: "IND-031-04",
              rejectMeaning: entry?.meaning ?? null,
              rejectNextStep: entry?.nextStep ?? null,
              correctedByFilingId: 8,
            }),
            filing({
              id: 8,
              status: "accepted",
              acknowledgedOn: "2026-03-05",
              correctsFilingId: 7,
              submissionId: "1234562026061000002a",
            }),
          ],
          outcome: {
            refundCents: 123_456,
            amountDueCents: null,
            paymentDueOn: null,
            refundIssuedOn: null,
            recordedAt: "2026-03-06T10:00:00.000Z",
          },
          federalAccepted: true,
        }),
      ),
    );
    renderWithApp(<FilingTab job={testJob()} side="taxpayer" />);
    expect(await screen.findByText(entry?.meaning ?? "")).toBeTruthy();
    expect(screen.getByText(entry?.nextStep ?? "")).toBeTruthy();
    expect(screen.getByText(t("filingPages.acceptedOn", { date: "Mar 5, 2026" }))).toBeTruthy();
    expect(screen.getByText(t("filingPages.refundTitle", { amount: "$1,234.56" }))).toBeTruthy();
    expect(screen.getByText(t("filingPages.trackerAmount", { dollars: "1234" }))).toBeTruthy();
    const tracker = screen.getByRole("link", { name: t("filingPages.trackerLink") });
    expect(tracker.getAttribute("href")).toBe(IRS_REFUND_TRACKER_URL);
    expect(screen.getByRole("button", { name: t("filingPages.markIssued") })).toBeTruthy();
  });
});
