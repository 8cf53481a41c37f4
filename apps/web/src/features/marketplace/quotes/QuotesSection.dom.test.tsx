import { endpoints, QUOTE_NOT_ACTED_ON, QuoteStatusId, type TaxpayerQuote } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer } from "../../../testing/contract-handlers";
import { server } from "../../../testing/msw-server";
import { renderWithApp } from "../../../testing/render";
import { QuotesSection } from "./QuotesSection";

const quote: TaxpayerQuote = {
  quoteId: 41,
  taxPreparationId: 5,
  accountantId: 7,
  accountantFirstName: "Dana",
  accountantLastName: "Nguyen",
  createdDate: "2026-03-01T10:00:00.000Z",
  price: 450,
  jobType: "Personal",
  priceAttachment: null,
  statusId: QuoteStatusId.pending,
  actionStatusId: QUOTE_NOT_ACTED_ON,
  avatar: null,
  stars: null,
  reviewsCount: 0,
  requestDate: "2026-02-28T10:00:00.000Z",
  isIndividual: true,
  requestHeadlineAnswers: {},
  requestSummary: "",
  message: null,
  turnaroundDays: 7,
};

/** Stands for the dialog the route composes (the engagement letter to sign). */
function StubDialog({ quote: chosen, open }: { quote: TaxpayerQuote; open: boolean; onClose: () => void }) {
  return open ? <div role="dialog" aria-label={`Choosing quote ${chosen.quoteId}`} /> : null;
}

describe("choosing a quote", () => {
  it("opens the dialog the route gives, for the quote chosen, instead of asking to confirm", async () => {
    server.use(answer(endpoints.taxpayer.getAllQuotes, () => [quote]));
    const user = userEvent.setup({ delay: null });
    renderWithApp(<QuotesSection chooseDialog={StubDialog} />);

    const choose = await screen.findByRole("button", { name: /Choose accountant/ });
    choose.focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Choosing quote 41" })).toBeTruthy();
    expect(within(document.body).queryByText("Choose Dana Nguyen?")).toBeNull();
  });
});

describe("a quote a practice sent", () => {
  it("names the practice beside the professional", async () => {
    server.use(
      answer(endpoints.taxpayer.getAllQuotes, () => [{ ...quote, practiceName: "Rivera Tax Group" }]),
    );
    renderWithApp(<QuotesSection chooseDialog={StubDialog} />);
    expect(
      (
        await screen.findAllByText(
          t("practiceAssignment.quotePracticeFact", { practice: "Rivera Tax Group" }),
        )
      ).length,
    ).toBeGreaterThan(0);
  });
});
