import { type CancelTerms, endpoints, type JobCancellation } from "@taxlane/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfigProvider } from "antd";
import { describe, expect, it } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { testJob } from "../../testing/jobs";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { ReviewPromptProvider } from "./ReviewPrompt";
import { TaxpayerJobSummary } from "./TaxpayerJobSummary";

const user = () => userEvent.setup({ delay: null });
const terms = (change: Partial<CancelTerms> = {}): CancelTerms => ({
  canCancel: true,
  depositKept: false,
  paidCents: 10_000,
  refundedCents: 0,
  ...change,
});
const cancelled: JobCancellation = {
  quoteId: 31,
  cancelledAt: "2026-03-05T10:00:00.000Z",
  refundedCents: 10_000,
  keptCents: 0,
  outcome: "Your job is cancelled. $100.00 is being refunded to your card.",
};

function showSummary(job: ReturnType<typeof testJob>) {
  server.use(
    answer(endpoints.taxpayer.hasTheAccountantFeedback, () => false),
    // The summary shows the job's timeline too.
    answer(endpoints.user.getJobTimeline, () => ({ steps: [], next: null })),
  );
  // Without motion, as for a person who asked for less: a closed dialog leaves at once.
  return renderWithApp(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <ReviewPromptProvider>
        <TaxpayerJobSummary job={job} />
      </ReviewPromptProvider>
    </ConfigProvider>,
    { path: "/user/tax_preparation/31" },
  );
}

/** Records what the page asked to cancel, answering `reply`. */
function cancelCalls(reply: () => JobCancellation | Response) {
  const bodies: unknown[] = [];
  server.use(
    answer(endpoints.taxpayer.cancelJob, ({ body }) => {
      bodies.push(body);
      return reply();
    }),
  );
  return bodies;
}

describe("cancelling a job from the taxpayer's summary", () => {
  it("opens from the keyboard, says the deposit is refunded, and cancels with the reason typed", async () => {
    const bodies = cancelCalls(() => cancelled);
    showSummary(testJob({ jobStatusId: 1, cancelTerms: terms() }));
    const u = user();
    const button = screen.getByRole("button", { name: "Cancel this job" });
    button.focus();
    await u.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Cancel this job?" });
    expect(
      within(dialog).getByText(
        "What you paid, $100.00, is refunded to your card. It can take 5 to 10 business days to arrive.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Dana Nguyen has not started reviewing your information/)).toBeTruthy();
    await u.type(within(dialog).getByLabelText("Why are you cancelling? (optional)"), "  Moving abroad.  ");
    await u.click(within(dialog).getByRole("button", { name: "Cancel the job" }));
    await waitFor(() => expect(bodies).toEqual([{ quoteId: 31, reason: "Moving abroad." }]));
    expect(await screen.findByText(cancelled.outcome)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Cancel this job?" })).toBeNull());
  });

  it("says the professional keeps what was paid when their letter says so, and sends no reason left empty", async () => {
    const bodies = cancelCalls(() => ({ ...cancelled, refundedCents: 0, keptCents: 10_000 }));
    showSummary(testJob({ jobStatusId: 2, cancelTerms: terms({ depositKept: true }) }));
    const u = user();
    await u.click(screen.getByRole("button", { name: "Cancel this job" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this job?" });
    expect(
      within(dialog).getByText(
        "Dana Nguyen keeps what you paid, $100.00: your engagement letter says a paid deposit is not refunded when you cancel before work starts.",
      ),
    ).toBeTruthy();
    await u.click(within(dialog).getByRole("button", { name: "Cancel the job" }));
    await waitFor(() => expect(bodies).toEqual([{ quoteId: 31 }]));
  });

  it("keeps the dialog open with the API's words when cancelling is refused, and closes on Keep the job", async () => {
    const words =
      "Dana Nguyen has started reviewing your information, so this job can no longer be cancelled here.";
    cancelCalls(() => refusal(409, words));
    showSummary(testJob({ jobStatusId: 1, cancelTerms: terms({ paidCents: 0 }) }));
    const u = user();
    await u.click(screen.getByRole("button", { name: "Cancel this job" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this job?" });
    expect(
      within(dialog).getByText("You have paid nothing on this job, so there is nothing to refund."),
    ).toBeTruthy();
    await u.click(within(dialog).getByRole("button", { name: "Cancel the job" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(words);
    await u.click(within(dialog).getByRole("button", { name: "Keep the job" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Cancel this job?" })).toBeNull());
  });

  it("offers no cancelling once the professional began reviewing", () => {
    showSummary(testJob({ jobStatusId: 3, cancelTerms: terms({ canCancel: false }) }));
    expect(screen.queryByRole("button", { name: "Cancel this job" })).toBeNull();
  });

  it("shows a cancelled job as cancelled, with what was refunded, and nothing left to move on", () => {
    showSummary(
      testJob({
        jobStatusId: 1,
        cancelledAt: "2026-03-05T10:00:00.000Z",
        cancelTerms: terms({ canCancel: false, paidCents: 0, refundedCents: 10_000 }),
      }),
    );
    expect(screen.getByText("Cancelled")).toBeTruthy();
    expect(screen.getByText("You cancelled this job on Mar 5, 2026.")).toBeTruthy();
    expect(screen.getByText("$100.00 was refunded to your card.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel this job" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark in process" })).toBeNull();
  });
});
