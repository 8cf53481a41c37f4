import { endpoints, type JobDocument } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { numberedPhoto } from "../../testing/scan-pages";
import { AddDocumentDialog } from "./AddDocumentDialog";

// The scanner's pictures are not in the simulated browser: pages made of photos are stand-ins.
vi.mock("../../components/scan/scan-capture", async () =>
  (await import("../../testing/scan-pages")).fakeScanCapture(),
);

const user = () => userEvent.setup({ delay: null });
const w2 = new File(["%PDF-1.7"], "w2.pdf", { type: "application/pdf" });

const uploaded: JobDocument = {
  id: "d9",
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
  file: null,
};

async function chooseW2(dialog: HTMLElement, person: ReturnType<typeof user>) {
  await person.click(within(dialog).getByRole("combobox", { name: t("documents.uploadKind") }));
  await person.keyboard("W-2");
  await person.click(await screen.findByTitle("W-2"));
}

describe("the taxpayer's upload dialog", () => {
  it("asks for the kind and the file, then sends them", async () => {
    const sent: FormData[] = [];
    server.use(
      answer(endpoints.taxpayer.uploadDocument, ({ body }) => {
        if (body instanceof FormData) sent.push(body);
        return uploaded;
      }),
    );
    const onClose = vi.fn();
    renderWithApp(<AddDocumentDialog quoteId={31} openRequests={[]} open onClose={onClose} />);
    const person = user();
    const dialog = await screen.findByRole("dialog", { name: t("documents.uploadTitle") });
    await person.click(within(dialog).getByRole("button", { name: t("documents.uploadSubmit") }));
    expect(await within(dialog).findByText(t("documents.uploadKindRequired"))).toBeTruthy();
    expect(within(dialog).getByText(t("documents.attachDocument"))).toBeTruthy();

    await chooseW2(dialog, person);
    await person.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, w2);
    expect(within(dialog).getByText("w2.pdf")).toBeTruthy();
    await person.click(within(dialog).getByRole("button", { name: t("documents.uploadSubmit") }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.get("kind")).toBe("w2");
    expect((sent[0]?.get("file") as File | null)?.name).toBe("w2.pdf");
  });

  it("shows the server's words about the file under the file", async () => {
    server.use(
      answer(endpoints.taxpayer.uploadDocument, () =>
        refusal(422, "Check the file.", [{ field: "file", message: "The file is empty." }]),
      ),
    );
    renderWithApp(<AddDocumentDialog quoteId={31} openRequests={[]} open onClose={() => undefined} />);
    const person = user();
    const dialog = await screen.findByRole("dialog", { name: t("documents.uploadTitle") });
    await chooseW2(dialog, person);
    await person.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, w2);
    await person.click(within(dialog).getByRole("button", { name: t("documents.uploadSubmit") }));
    expect(await within(dialog).findByText("The file is empty.")).toBeTruthy();
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("sends pages scanned beside the file field as one PDF", async () => {
    const sent: FormData[] = [];
    server.use(
      answer(endpoints.taxpayer.uploadDocument, ({ body }) => {
        if (body instanceof FormData) sent.push(body);
        return uploaded;
      }),
    );
    const onClose = vi.fn();
    renderWithApp(<AddDocumentDialog quoteId={31} openRequests={[]} open onClose={onClose} />);
    const person = user();
    const dialog = await screen.findByRole("dialog", { name: t("documents.uploadTitle") });
    await chooseW2(dialog, person);
    await person.click(within(dialog).getByRole("button", { name: t("scan.scanPages") }));
    // Both dialogs' titles have antd's one test id, so the scanner is found by its class, not its name.
    const scanner = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(".tl-scan-dialog");
      if (found === null) throw new Error("no scanner yet");
      return found;
    });
    const photos = scanner.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await person.upload(photos, [numberedPhoto(1), numberedPhoto(2)]);
    const use = await within(scanner).findByRole("button", { name: t("scan.usePages", { count: 2 }) });
    await waitFor(() => expect(use).toHaveProperty("disabled", false));
    await person.click(use);
    const name = await within(dialog).findByText(/^Scanned document, \d{4}-\d{2}-\d{2}\.pdf$/);
    await person.click(within(dialog).getByRole("button", { name: t("documents.uploadSubmit") }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const file = sent[0]?.get("file") as File | null;
    expect(file?.name).toBe(name.textContent);
    expect(file?.type).toBe("application/pdf");
  });
});
