import { type DraftReturn, endpoints, JobStatusId } from "@taxlane/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfigProvider } from "antd";
import { describe, expect, it } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { testJob } from "../../testing/jobs";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { DraftReturnCard } from "./DraftReturnCard";

const user = () => userEvent.setup({ delay: null });
const draft = (change: Partial<DraftReturn> = {}): DraftReturn => ({
  id: 44,
  file: {
    id: 12,
    name: "draft-2025.pdf",
    createdDate: "2026-03-10T10:00:00.000Z",
    size: 2048,
    contentType: "application/pdf",
    url: "/api/files/12",
  },
  sharedAt: "2026-03-10T10:00:00.000Z",
  review: "pending",
  comment: null,
  reviewedAt: null,
  ...change,
});

function show(job: ReturnType<typeof testJob>, side: "expert" | "taxpayer") {
  return renderWithApp(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <DraftReturnCard job={job} side={side} professional="Dana Nguyen" />
    </ConfigProvider>,
    { path: "/user/tax_preparation/31" },
  );
}

/** Records what the page sent as reviews, answering `reply`. */
function reviewCalls(reply: () => Record<string, never> | Response = () => ({})) {
  const bodies: unknown[] = [];
  server.use(
    answer(endpoints.taxpayer.reviewDraftReturn, ({ body }) => {
      bodies.push(body);
      return reply();
    }),
  );
  return bodies;
}

describe("the draft return card", () => {
  it("lets the taxpayer download and approve the current draft", async () => {
    const bodies = reviewCalls();
    show(testJob({ draftReturn: draft(), draftReturns: [draft()] }), "taxpayer");
    expect(screen.getByRole("heading", { name: "Draft return" })).toBeTruthy();
    expect(screen.getByText("Waiting for review")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download draft" })).toBeTruthy();
    await user().click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(bodies).toEqual([{ quoteId: 31, draftId: 44, approve: true }]));
  });

  it("asks for changes with a comment in a dialog, which requires one", async () => {
    const bodies = reviewCalls();
    show(testJob({ draftReturn: draft() }), "taxpayer");
    const u = user();
    await u.click(screen.getByRole("button", { name: "Ask for changes" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask for changes" });
    await u.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await within(dialog).findByText("Say what should change, so your professional knows what to fix."),
    ).toBeTruthy();
    await u.type(within(dialog).getByLabelText("What should change?"), "Add my daughter on line 12.");
    await u.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { quoteId: 31, draftId: 44, approve: false, comment: "Add my daughter on line 12." },
      ]),
    );
  });

  it("shows the server's words when the draft was replaced meanwhile", async () => {
    reviewCalls(() => refusal(409, "Your professional shared a newer draft since you opened this one."));
    show(testJob({ draftReturn: draft() }), "taxpayer");
    await user().click(screen.getByRole("button", { name: "Approve" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your professional shared a newer draft since you opened this one.",
    );
  });

  it("offers no review once reviewed or filed, and no download while an invoice holds it", () => {
    const hold = { invoiceId: 61, invoiceNumber: "INV-0002", dueCents: 45_000, dueDate: "2026-04-10" };
    show(
      testJob({
        jobStatusId: JobStatusId.inForReview,
        releaseHold: hold,
        draftReturn: draft({
          review: "changes_requested",
          comment: "Line 12",
          reviewedAt: "2026-03-11T10:00:00.000Z",
        }),
      }),
      "taxpayer",
    );
    expect(screen.getByText("You asked for changes: Line 12")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Download draft" })).toBeNull();
  });

  it("shows the professional the client's review and a way to share a new draft", () => {
    const approved = draft({ review: "approved", reviewedAt: "2026-03-11T10:00:00.000Z" });
    show(testJob({ draftReturn: approved, draftReturns: [approved, draft({ id: 43 })] }), "expert");
    expect(screen.getByText("Your client approved this draft on Mar 11, 2026.")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Share a new draft/ })).toBeTruthy();
    expect(screen.getByText("1 earlier draft")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
  });
});
