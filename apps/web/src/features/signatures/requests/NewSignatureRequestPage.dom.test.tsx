import { endpoints } from "@taxlane/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { answer, refusal } from "../../../testing/contract-handlers";
import { server } from "../../../testing/msw-server";
import { renderWithApp } from "../../../testing/render";
import { NewSignatureRequestPage } from "./NewSignatureRequestPage";
import { testJob, testRequest } from "./test-requests";

// antd draws button-style radios over inputs that take no pointer events; a click reaches them anyway.
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const pdf = () => new File(["%PDF-1.7"], "form-8879.pdf", { type: "application/pdf" });
const draft = testRequest({
  status: "draft",
  sentAt: null,
  expiresAt: null,
  signers: [],
  pageSizes: [
    { width: 612, height: 792 },
    { width: 612, height: 792 },
  ],
});

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error("no file input");
  return input;
}

/** The original PDF cannot be fetched here: pdf.js cannot draw in a test's DOM anyway. */
function originalUnavailable() {
  server.use(http.get("*/api/files/70", () => new HttpResponse(null, { status: 404 })));
}

describe("a new signature request", () => {
  it("shows the API's refusal of the uploaded file in its words", async () => {
    const titles: unknown[] = [];
    server.use(
      answer(endpoints.accountant.createSignatureRequestDraft, ({ body }) => {
        titles.push((body as FormData).get("title"));
        return refusal(
          400,
          "This PDF is protected by a password. Save it without the password and upload it again.",
        );
      }),
    );
    const u = user();
    renderWithApp(<NewSignatureRequestPage job={testJob()} />);
    await u.type(screen.getByRole("textbox", { name: "Document name" }), "Form 8879 for 2025");
    await u.upload(fileInput(), pdf());
    await u.click(screen.getByRole("button", { name: "Upload and continue" }));
    expect((await screen.findByRole("alert")).textContent).toContain("protected by a password");
    expect(titles).toEqual(["Form 8879 for 2025"]);
  });

  it("marks the e-file authorization while the name mentions 8879, until the professional chooses", async () => {
    const sentKinds: unknown[] = [];
    server.use(
      answer(endpoints.accountant.createSignatureRequestDraft, ({ body }) => {
        sentKinds.push((body as FormData).get("efileAuthorization"));
        return refusal(400, "Stop here.");
      }),
    );
    const u = user();
    renderWithApp(<NewSignatureRequestPage job={testJob()} />);
    const name = screen.getByRole("textbox", { name: "Document name" });
    const kind = screen.getByRole("checkbox", { name: "This is the e-file authorization (Form 8879)" });
    await u.type(name, "Consent to disclose");
    expect((kind as HTMLInputElement).checked).toBe(false);
    await u.clear(name);
    await u.type(name, "Form 8879 for 2025");
    expect((kind as HTMLInputElement).checked).toBe(true);
    await u.upload(fileInput(), pdf());
    await u.click(screen.getByRole("button", { name: "Upload and continue" }));
    await waitFor(() => expect(sentKinds).toEqual(["true"]));

    // Unticked by hand, it stays so whatever the name says.
    await u.click(kind);
    await u.type(name, " (signed copy)");
    expect((kind as HTMLInputElement).checked).toBe(false);
    await u.click(screen.getByRole("button", { name: "Upload and continue" }));
    await waitFor(() => expect(sentKinds).toEqual(["true", "false"]));
  });

  it("asks for a name and a PDF before uploading", async () => {
    const u = user();
    renderWithApp(<NewSignatureRequestPage job={testJob()} />);
    await u.click(screen.getByRole("button", { name: "Upload and continue" }));
    expect(await screen.findByText("Give the document a name your client will recognize.")).toBeTruthy();
    expect(await screen.findByText("Choose the PDF to be signed.")).toBeTruthy();
  });

  it("says a file that is not a PDF cannot be sent, before uploading it", async () => {
    const u = userEvent.setup({ delay: null, applyAccept: false });
    renderWithApp(<NewSignatureRequestPage job={testJob()} />);
    await u.type(screen.getByRole("textbox", { name: "Document name" }), "Form 8879 for 2025");
    await u.upload(fileInput(), new File(["hello"], "notes.txt", { type: "text/plain" }));
    await u.click(screen.getByRole("button", { name: "Upload and continue" }));
    expect(await screen.findByText("This file is not a PDF. Choose a PDF file.")).toBeTruthy();
  });

  it("uploads, names the spouse, places a field for each signer and sends them in PDF points", async () => {
    originalUnavailable();
    const sent: unknown[] = [];
    server.use(
      answer(endpoints.accountant.createSignatureRequestDraft, () => draft),
      answer(endpoints.accountant.sendSignatureRequest, ({ body }) => {
        sent.push(body);
        return { ...draft, status: "sent" as const };
      }),
    );
    const u = user();
    renderWithApp(<NewSignatureRequestPage job={testJob()} />);
    await u.type(screen.getByRole("textbox", { name: "Document name" }), "Form 8879 for 2025");
    await u.upload(fileInput(), pdf());
    await u.click(screen.getByRole("button", { name: "Upload and continue" }));

    // Signers: the taxpayer fixed, the identity check on for a Form 8879.
    expect(await screen.findByText("Sam Rivera")).toBeTruthy();
    expect(
      screen.getByRole("switch", { name: /Check each signer's identity/ }).getAttribute("aria-checked"),
    ).toBe("true");
    await u.click(screen.getByRole("button", { name: "Add spouse (joint return)" }));
    await u.type(screen.getByRole("textbox", { name: "Spouse's full name" }), "Alex Rivera");
    await u.type(screen.getByRole("textbox", { name: "Spouse's e-mail" }), "alex@example.com");
    await u.click(screen.getByRole("button", { name: "Next" }));

    // Fields: the page cannot be drawn here, the list still works.
    expect(await screen.findByText(/We could not show the document's pages/)).toBeTruthy();
    await u.click(screen.getByRole("button", { name: "Next" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Place at least one field.");
    await u.click(screen.getByRole("button", { name: "Add field" }));
    await u.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("Alex Rivera has no signature field yet."),
    );

    const field = screen.getByRole("button", { name: /Signature for Sam Rivera, page 1/ });
    field.focus();
    await u.keyboard("{ArrowRight}{ArrowUp}{Shift>}{ArrowUp}{/Shift}");

    await u.click(screen.getByRole("radio", { name: "Alex Rivera" }));
    await u.click(screen.getByRole("button", { name: "Next page" }));
    await u.click(screen.getByRole("button", { name: "Add field" }));
    await u.click(screen.getByRole("radio", { name: "Date" }));
    await u.click(screen.getByRole("button", { name: "Add field" }));
    const placed = screen.getByRole("region", { name: "Placed fields" });
    await u.click(within(placed).getByRole("button", { name: "Remove Date of Alex Rivera on page 2" }));
    await u.click(screen.getByRole("button", { name: "Next" }));

    expect(await screen.findByText("Signers: Sam Rivera, Alex Rivera")).toBeTruthy();
    expect(screen.getByText("2 fields placed")).toBeTruthy();
    await u.click(screen.getByRole("button", { name: "Send for signature" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      requestId: 41,
      identityRequired: true,
      expiresInDays: 14,
      signers: [{ role: "taxpayer" }, { role: "spouse", name: "Alex Rivera", email: "alex@example.com" }],
      fields: [
        { kind: "signature", page: 1, x: 73, y: 83, width: 180, height: 36, signer: 0 },
        { kind: "signature", page: 2, x: 72, y: 72, width: 180, height: 36, signer: 1 },
      ],
    });
    expect(await screen.findByText("Sent. Each signer gets their own link by e-mail.")).toBeTruthy();
  });

  it("continues a draft named in the address past its upload", async () => {
    originalUnavailable();
    server.use(answer(endpoints.taxPreparation.getSignatureRequests, () => [draft]));
    renderWithApp(<NewSignatureRequestPage job={testJob()} />, { path: "/x?draft=41" });
    expect(await screen.findByRole("button", { name: "Add spouse (joint return)" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Document name" })).toBeNull();
  });

  it("sends a continued draft and says so, though the list now holds it as sent", async () => {
    originalUnavailable();
    let sent = false;
    server.use(
      answer(endpoints.taxPreparation.getSignatureRequests, () => [
        sent ? { ...draft, status: "sent" as const } : draft,
      ]),
      answer(endpoints.accountant.sendSignatureRequest, () => {
        sent = true;
        return { ...draft, status: "sent" as const };
      }),
    );
    const u = user();
    renderWithApp(<NewSignatureRequestPage job={testJob({ quoteId: 31 })} />, { path: "/x?draft=41" });
    await u.click(await screen.findByRole("button", { name: "Next" }));
    await u.click(await screen.findByRole("button", { name: "Add field" }));
    await u.click(screen.getByRole("button", { name: "Next" }));
    await u.click(await screen.findByRole("button", { name: "Send for signature" }));
    expect(await screen.findByText("Sent. Each signer gets their own link by e-mail.")).toBeTruthy();
  });

  it("says a draft that is no longer a draft cannot be continued", async () => {
    server.use(
      answer(endpoints.taxPreparation.getSignatureRequests, () => [{ ...draft, status: "sent" as const }]),
    );
    renderWithApp(<NewSignatureRequestPage job={testJob()} />, { path: "/x?draft=41" });
    expect((await screen.findByRole("alert")).textContent).toContain("This draft is no longer here");
  });
});
