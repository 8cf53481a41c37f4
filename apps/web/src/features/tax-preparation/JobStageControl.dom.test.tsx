import { endpoints, JobStatusId } from "@taxlane/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfigProvider } from "antd";
import { describe, expect, it } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { testJob } from "../../testing/jobs";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { JobStageControl } from "./JobStageControl";

const user = () => userEvent.setup({ delay: null });

function show(job: ReturnType<typeof testJob>) {
  return renderWithApp(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <JobStageControl job={job} />
    </ConfigProvider>,
    { path: "/expert/tax_preparation/31" },
  );
}

function moveCalls(reply: () => Record<string, never> | Response = () => ({})) {
  const bodies: unknown[] = [];
  server.use(
    answer(endpoints.accountant.moveTaxPreparationJob, ({ body }) => {
      bodies.push(body);
      return reply();
    }),
  );
  return bodies;
}

describe("the professional's stage control", () => {
  it("moves the job to waiting for information with a note to the client", async () => {
    const bodies = moveCalls();
    show(testJob({ jobStatusId: JobStatusId.inProcess }));
    const u = user();
    await u.click(screen.getByLabelText("Move this job to"));
    // antd lists each option twice: for screen readers, and the one a pointer picks (with a title).
    const options = await screen.findAllByTitle("Waiting for information");
    const option = options.find((element) => element.classList.contains("ant-select-item-option"));
    if (!option) throw new Error("no option to pick");
    await u.click(option);
    await u.type(screen.getByLabelText("Note to your client (optional)"), "Your 1099-INT, please.");
    await u.click(screen.getByRole("button", { name: "Move job" }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { quoteId: 31, statusId: JobStatusId.waitingForInformation, note: "Your 1099-INT, please." },
      ]),
    );
  });

  it("shows the server's words when the move is refused", async () => {
    moveCalls(() => refusal(409, "This job was cancelled, so it cannot move on."));
    show(testJob({ jobStatusId: JobStatusId.notStarted }));
    await user().click(screen.getByRole("button", { name: "Move job" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This job was cancelled, so it cannot move on.",
    );
  });

  it("offers nothing on a job in for review, filed or cancelled", () => {
    for (const job of [
      testJob({ jobStatusId: JobStatusId.inForReview }),
      testJob({ jobStatusId: JobStatusId.filed }),
      testJob({ jobStatusId: JobStatusId.inProcess, cancelledAt: "2026-03-01T10:00:00.000Z" }),
    ]) {
      const { unmount } = show(job);
      expect(screen.queryByRole("button", { name: "Move job" })).toBeNull();
      unmount();
    }
  });
});
