import { endpoints, type TaxNotice } from "@taxlane/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfigProvider } from "antd";
import { describe, expect, it } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { ExpertTaxNotices, TaxpayerTaxNotices } from "./JobTaxNotices";
import { localToday } from "./notice-model";

const user = () => userEvent.setup({ delay: null });

/** A day `days` from today on this machine's clock, as the API writes deadlines. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localToday(date);
}

const notice = (change: Partial<TaxNotice> = {}): TaxNotice => ({
  id: 5,
  quoteId: 31,
  kind: "cp2000",
  deadline: dayFromToday(12),
  note: "It says I missed a 1099-B.",
  file: null,
  status: "open",
  uploadedAt: "2026-11-24T15:00:00.000Z",
  answeredAt: null,
  answerNote: null,
  quote: null,
  clientName: "Dana Nguyen",
  ...change,
});

function show(element: React.ReactElement) {
  return renderWithApp(<ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>, {
    path: "/user/tax_preparation/31",
  });
}

describe("the taxpayer's letters from the IRS", () => {
  it("says there are none yet, and offers to upload one", async () => {
    server.use(answer(endpoints.taxPreparation.getTaxNotices, () => []));
    show(<TaxpayerTaxNotices quoteId={31} />);
    expect(await screen.findByText(/No letters yet/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload a letter" })).toBeTruthy();
  });

  it("lists each letter with its meaning, days left or overdue, and answers a quote", async () => {
    const bodies: unknown[] = [];
    server.use(
      answer(endpoints.taxPreparation.getTaxNotices, () => [
        notice({
          quote: {
            priceCents: 25_000,
            message: "Draft the response.",
            status: "pending",
            quotedAt: "2026-11-25T10:00:00.000Z",
            answeredAt: null,
          },
        }),
        notice({ id: 6, kind: "cp14", deadline: dayFromToday(-2), note: null }),
      ]),
      answer(endpoints.taxpayer.answerTaxNoticeQuote, ({ body }) => {
        bodies.push(body);
        return notice();
      }),
    );
    show(<TaxpayerTaxNotices quoteId={31} />);
    expect(await screen.findByText("12 days left")).toBeTruthy();
    expect(screen.getByText("Overdue by 2 days")).toBeTruthy();
    expect(screen.getByText(/does not match your return/)).toBeTruthy();
    await user().click(screen.getByRole("button", { name: "Accept $250.00" }));
    await waitFor(() => expect(bodies).toEqual([{ noticeId: 5, accept: true }]));
  });

  it("says what an upload lacks before sending it", async () => {
    server.use(answer(endpoints.taxPreparation.getTaxNotices, () => []));
    show(<TaxpayerTaxNotices quoteId={31} />);
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Upload a letter" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload a letter from the IRS or your state" });
    await u.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(
      await within(dialog).findByText('Choose what kind of letter this is, or "I don\'t know".'),
    ).toBeTruthy();
    expect(within(dialog).getByText("Choose the respond-by date printed on the letter.")).toBeTruthy();
    expect(within(dialog).getByText("Please attach the letter.")).toBeTruthy();
  });
});

describe("the professional's letters", () => {
  it("marks a letter answered with a note", async () => {
    const bodies: unknown[] = [];
    server.use(
      answer(endpoints.taxPreparation.getTaxNotices, () => [notice()]),
      answer(endpoints.accountant.respondToTaxNotice, ({ body }) => {
        bodies.push(body);
        return notice({ status: "answered" });
      }),
    );
    show(<ExpertTaxNotices quoteId={31} />);
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Mark answered" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark this letter answered" });
    await u.type(within(dialog).getByLabelText("How it was answered"), "Sent Form 5564 with the 1099-B.");
    await u.click(within(dialog).getByRole("button", { name: "Mark answered" }));
    await waitFor(() => expect(bodies).toEqual([{ noticeId: 5, note: "Sent Form 5564 with the 1099-B." }]));
  });

  it("says when the load failed, with a way to try again", async () => {
    server.use(
      answer(endpoints.taxPreparation.getTaxNotices, () => refusal(500, "Something went wrong on our side.")),
    );
    show(<ExpertTaxNotices quoteId={31} />);
    expect(await screen.findByText("We could not load the letters")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
