import { endpoints } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { individualOrganizer } from "@taxlane/organizer";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { OrganizerWizard } from "./OrganizerWizard";
import { organizerPosition } from "./organizer-model";
import { lastStepStorageKey } from "./organizer-save";

const lastStep = organizerPosition(individualOrganizer, {}, {}, null).steps.at(-1);

/** The wizard on its last step, nothing changed since the last save. */
function showLastStep(complete: () => Record<string, never> | Response) {
  if (lastStep === undefined) throw new Error("the individual organizer has no steps");
  localStorage.setItem(lastStepStorageKey(31), lastStep.id);
  const completed: unknown[] = [];
  server.use(
    answer(endpoints.taxpayer.getOrganizerQuestionAnswers, () => []),
    answer(endpoints.taxpayer.completeOrganizer, ({ body }) => {
      completed.push(body);
      return complete();
    }),
  );
  renderWithApp(
    <OrganizerWizard
      quoteId={31}
      title="Your 2025 organizer"
      initialAnswers={{}}
      prefilled={[]}
      context={{}}
      jobPath="/user/tax_preparation/31"
    />,
  );
  return completed;
}

describe("Finish on the organizer's last step", () => {
  it("marks the organizer complete once it is saved, then says so", async () => {
    const completed = showLastStep(() => ({}));
    await userEvent.setup({ delay: null }).click(await screen.findByRole("button", { name: "Finish" }));
    expect(await screen.findByText(t("organizer.savedTitle"))).toBeTruthy();
    expect(completed).toEqual([{ quoteId: 31 }]);
  });

  it("stays on the step with the API's words when it is refused", async () => {
    showLastStep(() => refusal(409, t("organizer.jobCancelled")));
    await userEvent.setup({ delay: null }).click(await screen.findByRole("button", { name: "Finish" }));
    await waitFor(() => expect(screen.getByText(t("organizer.jobCancelled"))).toBeTruthy());
    expect(screen.queryByText(t("organizer.savedTitle"))).toBeNull();
  });
});
