import { type DocumentReading, endpoints, type JobDocument, type ReadValue } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { KindTag } from "./DocumentKindTag";
import { ReadingChecks } from "./ReadingChecks";

const user = () => userEvent.setup({ delay: null });
const region = { left: 0.1, top: 0.2, right: 0.3, bottom: 0.25 };

const document: JobDocument = {
  id: "r9",
  quoteId: 31,
  source: "upload",
  title: "W-2",
  kind: "w2",
  question: null,
  requestedKind: null,
  arrived: null,
  owner: "taxpayer",
  forSpouse: false,
  statusId: 2,
  note: null,
  reviewNote: null,
  dateRequested: null,
  dateProvided: "2026-03-02",
  fileId: 4,
  file: { name: "acme-w2.pdf", url: "/api/files/4" } as JobDocument["file"],
};

const reading: DocumentReading = {
  fileId: 4,
  quoteId: 31,
  forSpouse: false,
  status: "read",
  reason: null,
  kind: "w2",
  kindConfidence: 0.97,
  corrected: false,
  values: [
    {
      id: 1,
      box: "box1",
      value: "52000.00",
      sensitive: false,
      page: 1,
      region,
      confidence: 93,
      state: "suggested",
      decidedAt: null,
    },
    {
      id: 2,
      box: "boxA",
      value: "***-**-6789",
      sensitive: true,
      page: 1,
      region,
      confidence: 90,
      state: "suggested",
      decidedAt: null,
    },
  ],
};

const withState = (
  id: number,
  state: "confirmed" | "edited" | "rejected",
  value?: string,
): DocumentReading => ({
  ...reading,
  values: reading.values.map((entry) =>
    entry.id === id ? { ...entry, state, ...(value ? { value } : {}) } : entry,
  ),
});

function pictureUnavailable() {
  server.use(http.get("*/api/files/4", () => new HttpResponse(null, { status: 404 })));
}

describe("the taxpayer's check of what was read", () => {
  it("shows each value beside its box, sensitive ones masked, and confirms one", async () => {
    pictureUnavailable();
    let current = reading;
    const sent: unknown[] = [];
    server.use(
      answer(endpoints.taxpayer.getDocumentReadings, () => [current]),
      answer(endpoints.taxpayer.decideReadValue, ({ body }) => {
        sent.push(body);
        current = withState(1, "confirmed");
        return current;
      }),
    );
    renderWithApp(<ReadingChecks quoteId={31} documents={[document]} />);
    const panel = await screen.findByRole("region", { name: /Check what we read: W-2/ });
    expect(within(panel).getByText("52000.00")).toBeTruthy();
    expect(within(panel).getByText("***-**-6789")).toBeTruthy();
    expect(within(panel).queryByText(/123-45/)).toBeNull();
    const person = user();
    await person.click(within(panel).getByRole("button", { name: "Confirm box 1, wages" }));
    await waitFor(() => expect(sent).toEqual([{ quoteId: 31, valueId: 1, decision: "confirm" }]));
    expect(await within(panel).findByText(t("documentReadings.state_confirmed"))).toBeTruthy();
    expect(within(panel).getAllByText(t("documentReadings.pictureUnavailable")).length).toBeGreaterThan(0);
  });

  it("edits a value with the keyboard, and says so when a decision fails", async () => {
    pictureUnavailable();
    const sent: unknown[] = [];
    server.use(
      answer(endpoints.taxpayer.getDocumentReadings, () => [reading]),
      answer(endpoints.taxpayer.decideReadValue, ({ body }) => {
        sent.push(body);
        return sent.length === 1
          ? withState(1, "edited", "52100.00")
          : refusal(409, "This value was already edited.");
      }),
    );
    renderWithApp(<ReadingChecks quoteId={31} documents={[document]} />);
    const panel = await screen.findByRole("region", { name: /Check what we read/ });
    const person = user();
    await person.click(within(panel).getByRole("button", { name: "Edit box 1, wages" }));
    const input = within(panel).getByRole("textbox", {
      name: t("documentReadings.valueLabel", { box: "1" }),
    });
    await person.clear(input);
    await person.type(input, "52100.00{Enter}");
    await waitFor(() =>
      expect(sent[0]).toEqual({ quoteId: 31, valueId: 1, decision: "edit", value: "52100.00" }),
    );
    await person.click(within(panel).getByRole("button", { name: "Reject box A, employee's SSN" }));
    expect(await within(panel).findByRole("alert")).toBeTruthy();
  });

  it("names each repeated button by its box, and a box without a name by its number", async () => {
    pictureUnavailable();
    const unnamed = { ...(reading.values[0] as ReadValue), id: 3, box: "box9" };
    const payer = { ...(reading.values[0] as ReadValue), id: 4, box: "payerName", value: "Acme" };
    server.use(
      answer(endpoints.taxpayer.getDocumentReadings, () => [
        { ...reading, values: [...reading.values, unnamed, payer] },
      ]),
    );
    renderWithApp(<ReadingChecks quoteId={31} documents={[document]} />);
    const panel = await screen.findByRole("region", { name: /Check what we read/ });
    for (const box of ["box 1, wages", "box A, employee's SSN", "box 9", "payer's name"]) {
      for (const action of ["Confirm", "Edit", "Reject"]) {
        expect(within(panel).getByRole("button", { name: `${action} ${box}` })).toBeTruthy();
      }
    }
  });

  it("has real empty and error states", async () => {
    server.use(answer(endpoints.taxpayer.getDocumentReadings, () => [{ ...reading, values: [] }]));
    const { unmount } = renderWithApp(<ReadingChecks quoteId={31} documents={[document]} />);
    expect(await screen.findByText(t("documentReadings.checkEmpty"))).toBeTruthy();
    unmount();
    server.use(answer(endpoints.taxpayer.getDocumentReadings, () => refusal(500, "Down.")));
    renderWithApp(<ReadingChecks quoteId={31} documents={[document]} />);
    expect(await screen.findByText(t("documentReadings.checkFailed"))).toBeTruthy();
  });
});

describe("the kind tag", () => {
  it("says what was read, and either person corrects it with the select", async () => {
    const sent: unknown[] = [];
    server.use(
      answer(endpoints.accountant.correctDocumentKind, ({ body }) => {
        sent.push(body);
        return { ...reading, kind: "1099-nec" as const, corrected: true };
      }),
    );
    renderWithApp(<KindTag reading={reading} side="expert" />);
    expect(screen.getAllByText("W-2").length).toBe(2);
    const person = user();
    await person.click(screen.getByRole("combobox", { name: t("documentReadings.kindLabel") }));
    await person.keyboard("1099-NEC");
    await person.click(await screen.findByTitle("1099-NEC"));
    await waitFor(() => expect(sent).toEqual([{ quoteId: 31, fileId: 4, kind: "1099-nec" }]));
  });

  it("says Reading… while pending and Not read when nothing was found", () => {
    const { unmount } = renderWithApp(
      <KindTag reading={{ ...reading, status: "pending", kind: null, values: [] }} side="taxpayer" />,
    );
    expect(screen.getByText(t("documentReadings.reading"))).toBeTruthy();
    unmount();
    renderWithApp(
      <KindTag reading={{ ...reading, status: "not-read", kind: null, values: [] }} side="taxpayer" />,
    );
    expect(screen.getByText(t("documentReadings.notRead"))).toBeTruthy();
  });
});
