import { endpoints, JobStatusId } from "@taxlane/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { testJob } from "../../testing/jobs";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { ExpertJobSummary } from "./ExpertJobSummary";
import { ReviewPromptProvider } from "./ReviewPrompt";
import { TaxpayerJobSummary } from "./TaxpayerJobSummary";

const filed = { jobStatusId: JobStatusId.filed, releaseHold: null };
const hold = { invoiceId: 61, invoiceNumber: "INV-0002", dueCents: 45_000, dueDate: "2026-04-10" };
const packButton = "Download your return pack";

function showTaxpayerSummary(job: ReturnType<typeof testJob>) {
  server.use(answer(endpoints.taxpayer.hasTheAccountantFeedback, () => false));
  return renderWithApp(
    <ReviewPromptProvider>
      <TaxpayerJobSummary job={job} />
    </ReviewPromptProvider>,
    { path: "/user/tax_preparation/31" },
  );
}

/** The names of the files the browser was asked to save. */
function savedFiles(): string[] {
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:pack");
  vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
  const saved: string[] = [];
  // The browser saves the file; jsdom would navigate to it instead.
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

afterEach(() => vi.restoreAllMocks());

describe("the return pack on a job's page", () => {
  // Both summaries also show the job's timeline, which these tests leave empty.
  beforeEach(() =>
    server.use(
      answer(endpoints.user.getJobTimeline, () => ({ steps: [], next: null })),
      // The professional's summary asks their practice seat (none: a professional working alone).
      answer(endpoints.practice.getPractice, () => ({ practice: null })),
    ),
  );
  it("is offered to the taxpayer once filed and saved under the job's name", async () => {
    const asked: (string | null)[] = [];
    server.use(
      answer(endpoints.user.downloadReturnPack, ({ url }) => {
        asked.push(url.searchParams.get("quoteId"));
        return new HttpResponse(new Blob(["%PDF-1.7"]), { headers: { "content-type": "application/pdf" } });
      }),
    );
    const saved = savedFiles();
    showTaxpayerSummary(testJob(filed));
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: packButton }));
    await waitFor(() => expect(saved).toEqual(["Taxlane 2025 tax return \u2013 Sam Rivera.pdf"]));
    expect(asked).toEqual(["31"]);
  });

  it("says in the API's words why it cannot be had", async () => {
    server.use(
      answer(endpoints.user.downloadReturnPack, () =>
        refusal(409, "This tax preparation was cancelled, so it has no return pack."),
      ),
    );
    showTaxpayerSummary(testJob(filed));
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: packButton }));
    expect(
      await screen.findByText("This tax preparation was cancelled, so it has no return pack."),
    ).toBeTruthy();
  });

  it("is not offered before filing, while an invoice holds the return, or on a cancelled job", () => {
    for (const job of [
      testJob({ jobStatusId: JobStatusId.inForReview }),
      testJob({ ...filed, releaseHold: hold }),
      testJob({ ...filed, cancelledAt: "2026-03-01T10:00:00.000Z" }),
    ]) {
      const { unmount } = showTaxpayerSummary(job);
      expect(screen.queryByRole("button", { name: packButton })).toBeNull();
      unmount();
    }
  });

  it("is offered to the professional once filed", () => {
    renderWithApp(<ExpertJobSummary job={testJob(filed)} />, { path: "/expert/tax_preparation/31" });
    expect(screen.getByRole("button", { name: "Download the return pack" })).toBeTruthy();
  });

  it("is not offered to the professional before filing", () => {
    renderWithApp(<ExpertJobSummary job={testJob({ jobStatusId: JobStatusId.inProcess })} />, {
      path: "/expert/tax_preparation/31",
    });
    expect(screen.queryByRole("button", { name: "Download the return pack" })).toBeNull();
  });
});
