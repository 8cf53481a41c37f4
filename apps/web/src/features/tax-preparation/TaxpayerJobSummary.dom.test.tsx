import { endpoints, JobStatusId } from "@taxlane/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { testJob } from "../../testing/jobs";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { ReviewPromptProvider } from "./ReviewPrompt";
import { TaxpayerJobSummary } from "./TaxpayerJobSummary";

const returnFile = {
  id: 12,
  name: "return-2025.pdf",
  createdDate: "2026-03-10T10:00:00.000Z",
  size: 2048,
  contentType: "application/pdf",
  url: "/api/files/12",
};
const filed = { jobStatusId: JobStatusId.filed, taxReturnFile: returnFile };
const hold = { invoiceId: 61, invoiceNumber: "INV-0002", dueCents: 45_000, dueDate: "2026-04-10" };

/** The address's query, as the job's tabs read it. */
function Search() {
  return <output aria-label="Address query">{useLocation().search}</output>;
}

function showSummary(job: ReturnType<typeof testJob>) {
  // The rating button asks whether the taxpayer already reviewed the professional.
  server.use(
    answer(endpoints.taxpayer.hasTheAccountantFeedback, () => false),
    // The summary shows the job's timeline too.
    answer(endpoints.user.getJobTimeline, () => ({ steps: [], next: null })),
  );
  return renderWithApp(
    <ReviewPromptProvider>
      <TaxpayerJobSummary job={job} />
      <Search />
    </ReviewPromptProvider>,
    { path: "/user/tax_preparation/31" },
  );
}

describe("the return on the taxpayer's job summary", () => {
  it("offers the download when nothing holds it", () => {
    showSummary(testJob({ ...filed, releaseHold: null }));
    expect(screen.getByRole("button", { name: "Download return" })).toBeTruthy();
    expect(screen.queryByText(/releases it once invoice/)).toBeNull();
  });

  it("says who releases it once which invoice is paid, with a way to pay on the Billing tab", async () => {
    showSummary(testJob({ ...filed, releaseHold: hold }));
    expect(
      screen.getByText("Your return is ready. Dana Nguyen releases it once invoice INV-0002 is paid."),
    ).toBeTruthy();
    expect(screen.getByText("$450.00 left to pay, due Apr 10, 2026.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Download return" })).toBeNull();
    const pay = screen.getByRole("link", { name: "Pay now" });
    expect(pay.getAttribute("href")).toBe("/user/tax_preparation/31?tab=billing");
    await userEvent.setup({ delay: null }).click(pay);
    expect(screen.getByLabelText("Address query").textContent).toBe("?tab=billing");
  });

  it("says nothing of a hold before the return is uploaded", () => {
    showSummary(testJob({ releaseHold: hold }));
    expect(screen.queryByText(/releases it once invoice/)).toBeNull();
    expect(
      screen.getByText(
        "Dana Nguyen will share a draft of your return here for you to check before it is filed.",
      ),
    ).toBeTruthy();
  });

  it("shows what the professional asked for while the job waits for information", () => {
    showSummary(
      testJob({ jobStatusId: JobStatusId.waitingForInformation, statusNote: "Your 1099-INT, please." }),
    );
    expect(screen.getByText("Your professional needs more information")).toBeTruthy();
    expect(screen.getByText("Your 1099-INT, please.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Mark in process|Ready for review/ })).toBeNull();
  });
});

describe("whom the taxpayer messages from the job's summary", () => {
  it("the professional hired, on a solo professional's job", () => {
    showSummary(testJob({}));
    expect(screen.getByRole("button", { name: "Message Dana Nguyen" })).toBeTruthy();
  });

  it("the member working a practice's job, by name", () => {
    showSummary(
      testJob({ practice: { id: 4, name: "Rivera Tax Group" }, assignedTo: { userId: 77, name: "Sam Lee" } }),
    );
    expect(screen.getByRole("button", { name: "Message Sam Lee" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Message Dana Nguyen" })).toBeNull();
  });
});
