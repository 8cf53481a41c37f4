import { endpoints, type JobDocument } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { DocumentTitle } from "./DocumentCells";
import { RequestDocumentDialog } from "./RequestDocumentDialog";

const user = () => userEvent.setup({ delay: null });

const request: JobDocument = {
  id: "r7",
  quoteId: 31,
  source: "request",
  title: "Your W-2 from Acme",
  kind: null,
  question: null,
  requestedKind: "w2",
  arrived: null,
  owner: "taxpayer",
  forSpouse: false,
  statusId: 1,
  note: null,
  reviewNote: null,
  dateRequested: "2026-03-01",
  dateProvided: null,
  fileId: null,
  file: null,
};

describe("a request ticked by a document of its kind", () => {
  it("shows the mark beside the request's title, and nothing without one", () => {
    const { unmount } = renderWithApp(
      <DocumentTitle
        document={{ ...request, arrived: { kind: "w2", fileId: 4, fileName: "acme-w2.pdf" } }}
      />,
    );
    expect(screen.getByText(/A W-2 arrived: acme-w2\.pdf/)).toBeTruthy();
    unmount();
    renderWithApp(<DocumentTitle document={request} />);
    expect(screen.queryByText(/arrived/)).toBeNull();
  });

  it("lets the professional name the kind asked for, and sends it", async () => {
    const sent: unknown[] = [];
    server.use(
      answer(endpoints.accountant.requestDocument, ({ body }) => {
        sent.push(body);
        return request;
      }),
    );
    const onClose = vi.fn();
    renderWithApp(<RequestDocumentDialog quoteId={31} open onClose={onClose} />);
    const dialog = await screen.findByRole("dialog", { name: t("documents.requestTitle") });
    const person = user();
    await person.type(within(dialog).getByRole("textbox", { name: "Title" }), "Your W-2 from Acme");
    await person.click(
      within(dialog).getByRole("combobox", { name: new RegExp(`^${t("documents.requestKind")}`) }),
    );
    await person.keyboard("W-2");
    await person.click(await screen.findByTitle("W-2"));
    await person.click(within(dialog).getByRole("button", { name: t("documents.requestSubmit") }));
    await waitFor(() =>
      expect(sent).toEqual([{ quoteId: 31, title: "Your W-2 from Acme", forSpouse: false, kind: "w2" }]),
    );
    expect(onClose).toHaveBeenCalled();
  });
});
