import { endpoints, type Filing, type JobFilings, rejectCodeEntry } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { AcknowledgmentDialog } from "./AcknowledgmentDialog";

const user = () => userEvent.setup({ delay: null });
const filing: Filing = {
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
};
const answered = (change: Partial<Filing>): JobFilings => ({
  quoteId: 31,
  taxYear: 2025,
  startedOn: "2026-02-01",
  filings: [{ ...filing, ...change }],
  outcome: null,
  federalAccepted: false,
});

describe("the IRS's answer dialog", () => {
  it("asks for a reject code, found by its meaning, and sends the rejection", async () => {
    const sent: unknown[] = [];
    server.use(
      answer(endpoints.accountant.recordFilingAcknowledgment, ({ body }) => {
        sent.push(body);
        return answered({ status: "rejected", acknowledgedOn: "2026-03-03", rejectCode: "IND-031-04" });
      }),
    );
    renderWithApp(<AcknowledgmentDialog filing={filing} open onClose={() => undefined} />);
    const person = user();
    await person.click(screen.getByRole("radio", { name: t("filingPages.rejectedOption") }));
    const codes = await screen.findByRole("combobox", { name: t("filingPages.rejectCodeLabel") });
    await person.click(screen.getByRole("button", { name: t("filingPages.save") }));
    expect(await screen.findByText(t("filing.rejectCodeNeeded"))).toBeTruthy();

    await person.click(codes);
    await person.keyboard("prior-year AGI");
    const meaning = rejectCodeEntry("IND-031-04")?.meaning ?? "";
    await person.click(await screen.findByTitle(`IND-031-04 · ${meaning}`));
    await person.click(screen.getByRole("button", { name: t("filingPages.save") }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ filingId: 7, accepted: false, rejectCode: "IND-031-04" });
  });

  it("shows the API's words when it refuses", async () => {
    server.use(
      answer(endpoints.accountant.recordFilingAcknowledgment, () =>
        refusal(409, t("filing.alreadyAcknowledged", { answer: t("filing.acceptedWord") })),
      ),
    );
    renderWithApp(<AcknowledgmentDialog filing={filing} open onClose={() => undefined} />);
    await user().click(screen.getByRole("button", { name: t("filingPages.save") }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      t("filing.alreadyAcknowledged", { answer: t("filing.acceptedWord") }),
    );
  });
});
