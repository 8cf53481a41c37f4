import { endpoints, type JobTimeline as Timeline } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { JobTimeline } from "./JobTimeline";

const reviewLate: Timeline = {
  steps: [
    { step: "hired", reachedOn: "2026-03-02", expectedOn: null, late: false, waitingOn: null },
    { step: "organizerComplete", reachedOn: "2026-03-03", expectedOn: null, late: false, waitingOn: null },
    { step: "documentsComplete", reachedOn: "2026-03-04", expectedOn: null, late: false, waitingOn: null },
    { step: "inReview", reachedOn: null, expectedOn: "2026-03-06", late: true, waitingOn: "professional" },
    { step: "return8879Signed", reachedOn: null, expectedOn: null, late: false, waitingOn: "professional" },
  ],
  next: {
    step: "inReview",
    waitingOn: "professional",
    expectedOn: "2026-03-06",
    late: true,
    sentence: "Your professional will start reviewing what you gave; it was expected by Mar 6.",
  },
};

const show = () => renderWithApp(<JobTimeline quoteId={31} />, { path: "/user/tax_preparation/31" });

describe("the job's timeline card", () => {
  it("says what comes next, dates each step and marks the late one as late in words", async () => {
    let asked: URL | undefined;
    server.use(
      answer(endpoints.user.getJobTimeline, ({ url }) => {
        asked = url;
        return reviewLate;
      }),
    );
    show();
    const card = await screen.findByRole("region", { name: t("jobTimelinePages.title") });
    expect(asked?.searchParams.get("quoteId")).toBe("31");
    expect(within(card).getByText(reviewLate.next?.sentence ?? "")).toBeTruthy();
    expect(within(card).getByText("Mar 2, 2026")).toBeTruthy();
    expect(within(card).getByText(t("jobTimelinePages.stepDocumentsComplete"))).toBeTruthy();
    // The late step: its expected day and the word, in the step's own entry.
    const late = within(card).getByText(t("jobTimelinePages.late"));
    const lateStep = late.closest(".ant-steps-item");
    expect(lateStep?.textContent).toContain(t("jobTimelinePages.stepInReview"));
    expect(lateStep?.textContent).toContain("Expected by Mar 6, 2026");
    expect(within(card).getAllByText(t("jobTimelinePages.late"))).toHaveLength(1);
  });

  it("says when every step is done", async () => {
    server.use(
      answer(
        endpoints.user.getJobTimeline,
        (): Timeline => ({
          steps: [{ step: "hired", reachedOn: "2026-03-02", expectedOn: null, late: false, waitingOn: null }],
          next: null,
        }),
      ),
    );
    show();
    expect(await screen.findByText(t("jobTimelinePages.done"))).toBeTruthy();
  });

  it("offers to try again when it cannot load, and shows the timeline once it can", async () => {
    let calls = 0;
    server.use(
      answer(endpoints.user.getJobTimeline, () => {
        calls += 1;
        return calls === 1 ? refusal(500, "Something went wrong on our side.") : reviewLate;
      }),
    );
    show();
    expect(await screen.findByText(t("jobTimelinePages.loadError"))).toBeTruthy();
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(reviewLate.next?.sentence ?? "")).toBeTruthy();
  });
});
