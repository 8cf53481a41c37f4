import { endpoints } from "@taxlane/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, refusal } from "../../../testing/contract-handlers";
import { server } from "../../../testing/msw-server";
import { renderWithApp } from "../../../testing/render";
import { ExpertSignatureRequests } from "./ExpertSignatureRequests";
import { testFile, testJob, testRequest, testSigner } from "./test-requests";

const user = () => userEvent.setup({ delay: null });

function showRequests(requests: ReturnType<typeof testRequest>[]) {
  server.use(
    answer(endpoints.taxPreparation.getSignatureRequests, ({ url }) => {
      expect(url.searchParams.get("quoteId")).toBe("31");
      return requests;
    }),
  );
  return renderWithApp(<ExpertSignatureRequests job={testJob()} />);
}

/** Records the bodies an endpoint was called with, answering `reply`. */
function recording<E extends Parameters<typeof answer>[0]>(
  endpoint: E,
  reply: Parameters<typeof answer<E>>[1],
) {
  const bodies: unknown[] = [];
  server.use(
    answer(endpoint, (call) => {
      bodies.push(call.body);
      return reply(call);
    }),
  );
  return bodies;
}

describe("the professional's documents to sign on a job", () => {
  it("says in words that nothing was sent yet, and links to a new request", async () => {
    showRequests([]);
    expect(await screen.findByText(/Nothing sent for signature yet/)).toBeTruthy();
    const link = screen.getByRole("link", { name: "New signature request" });
    expect(link.getAttribute("href")).toBe("/expert/tax_preparation/31/signatures/new");
  });

  it("shows each request's status with its dates, the identity check and each signer's state", async () => {
    showRequests([
      testRequest({
        signers: [
          testSigner({ viewedAt: "2026-03-03T10:00:00.000Z" }),
          testSigner({
            id: 52,
            role: "spouse",
            name: "Alex Rivera",
            email: "alex@example.com",
            state: "identity-failed",
            identityStatus: "failed",
            identityTriesLeft: 1,
          }),
        ],
      }),
      testRequest({
        id: 42,
        title: "Engagement addendum",
        status: "completed",
        identityRequired: false,
        completedAt: "2026-03-05T10:00:00.000Z",
        signedFile: testFile(71, "signed.pdf"),
        signers: [testSigner({ id: 53, state: "signed", signedAt: "2026-03-05T10:00:00.000Z" })],
      }),
      testRequest({ id: 43, title: "Old form", status: "expired", signers: [] }),
    ]);
    const sent = await screen.findByRole("listitem", { name: "Form 8879 for 2025" });
    expect(within(sent).getByText("Waiting for signatures")).toBeTruthy();
    expect(within(sent).getByText("Sent Mar 2, 2026, open until Mar 16, 2026.")).toBeTruthy();
    expect(within(sent).getByText("Identity check before signing")).toBeTruthy();
    expect(within(sent).getByText("Opened Mar 3, 2026, not signed yet")).toBeTruthy();
    expect(within(sent).getByText("Spouse")).toBeTruthy();
    expect(within(sent).getByText("alex@example.com")).toBeTruthy();
    expect(within(sent).getByText("Identity check failed (1 try left)")).toBeTruthy();
    expect(within(sent).getByRole("button", { name: "Verify identity for Alex Rivera" })).toBeTruthy();
    expect(within(sent).queryByRole("button", { name: "Verify identity for Sam Rivera" })).toBeNull();
    expect(within(sent).getByRole("button", { name: /Original PDF/ })).toBeTruthy();
    expect(within(sent).queryByRole("button", { name: /Signed PDF/ })).toBeNull();

    const done = screen.getByRole("listitem", { name: "Engagement addendum" });
    expect(within(done).getByText("Completed")).toBeTruthy();
    expect(within(done).getByText("No identity check")).toBeTruthy();
    expect(within(done).getByText("Signed Mar 5, 2026")).toBeTruthy();
    expect(within(done).getByRole("button", { name: /Signed PDF/ })).toBeTruthy();
    expect(within(done).queryByRole("button", { name: /Withdraw/ })).toBeNull();
    expect(within(done).queryByRole("button", { name: /Send a new link/ })).toBeNull();

    const expired = screen.getByRole("listitem", { name: "Old form" });
    expect(within(expired).getByText("Expired")).toBeTruthy();
  });

  it("withdraws a request after asking, sending its id", async () => {
    showRequests([testRequest()]);
    const bodies = recording(endpoints.accountant.withdrawSignatureRequest, () => ({}));
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Withdraw of Form 8879 for 2025" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getAllByText("Withdraw Form 8879 for 2025?").length).toBeGreaterThan(0);
    expect(bodies).toEqual([]);
    await u.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(bodies).toEqual([{ requestId: 41 }]));
    expect(await screen.findByText("The request is withdrawn.")).toBeTruthy();
  });

  it("offers a draft to continue placing fields, or to discard it", async () => {
    showRequests([testRequest({ status: "draft", sentAt: null, expiresAt: null, signers: [] })]);
    const bodies = recording(endpoints.accountant.withdrawSignatureRequest, () => ({}));
    const u = user();
    const link = await screen.findByRole("link", { name: "Continue placing fields of Form 8879 for 2025" });
    expect(link.getAttribute("href")).toBe("/expert/tax_preparation/31/signatures/new?draft=41");
    expect(screen.getByText("Draft started Mar 1, 2026. Not sent yet.")).toBeTruthy();
    await u.click(screen.getByRole("button", { name: "Discard draft of Form 8879 for 2025" }));
    await u.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Discard draft" }));
    await waitFor(() => expect(bodies).toEqual([{ requestId: 41 }]));
  });

  it("e-mails a signer a new link", async () => {
    showRequests([testRequest()]);
    const bodies = recording(endpoints.accountant.remindSigner, () => ({}));
    await user().click(await screen.findByRole("button", { name: "Send a new link for Sam Rivera" }));
    await waitFor(() => expect(bodies).toEqual([{ signerId: 51 }]));
    expect(await screen.findByText(/Sam Rivera has been e-mailed a new link/)).toBeTruthy();
  });

  it("shows the API's refusal of a new link beside the signer", async () => {
    showRequests([testRequest()]);
    server.use(
      answer(endpoints.accountant.remindSigner, () => refusal(409, "This request is no longer waiting.")),
    );
    await user().click(await screen.findByRole("button", { name: "Send a new link for Sam Rivera" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This request is no longer waiting.");
  });

  it("records a video-call identity check with what was checked, and asks for the note first", async () => {
    const failed = testSigner({ state: "identity-failed", identityStatus: "failed", identityTriesLeft: 0 });
    showRequests([testRequest({ signers: [failed] })]);
    const bodies = recording(endpoints.accountant.verifySigner, () =>
      testRequest({ signers: [{ ...failed, state: "waiting", identityStatus: "video" }] }),
    );
    const u = user();
    expect(await screen.findByText("Identity check failed (no tries left)")).toBeTruthy();
    await u.click(screen.getByRole("button", { name: "Verify identity for Sam Rivera" }));
    const dialog = await screen.findByRole("dialog", { name: "Verify the identity of Sam Rivera" });
    await u.click(within(dialog).getByRole("radio", { name: "On a video call" }));
    await u.click(within(dialog).getByRole("button", { name: "Record the check" }));
    expect(await within(dialog).findByText("Say what you checked, for the record.")).toBeTruthy();
    expect(bodies).toEqual([]);
    await u.type(
      within(dialog).getByRole("textbox", { name: "What you checked" }),
      " Passport photo matched ",
    );
    await u.click(within(dialog).getByRole("button", { name: "Record the check" }));
    await waitFor(() =>
      expect(bodies).toEqual([{ signerId: 51, method: "video", note: "Passport photo matched" }]),
    );
  });

  it("accepts a hand-signed page, or sends it back with a note", async () => {
    const paper = testSigner({
      state: "paper-uploaded",
      identityStatus: "failed",
      identityTriesLeft: 0,
      paperFile: testFile(80, "signed-page.jpg"),
      paperUploadedAt: "2026-03-04T10:00:00.000Z",
    });
    showRequests([testRequest({ signers: [paper] })]);
    const accepted = recording(endpoints.accountant.acceptPaperSignature, () => testRequest());
    const rejected = recording(endpoints.accountant.rejectPaperSignature, () => testRequest());
    const u = user();
    expect(await screen.findByText("Hand-signed page uploaded Mar 4, 2026, waiting for you")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Hand-signed page/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Verify identity/ })).toBeNull();

    await u.click(screen.getByRole("button", { name: "Accept for Sam Rivera" }));
    await waitFor(() => expect(accepted).toEqual([{ signerId: 51 }]));

    await u.click(screen.getByRole("button", { name: "Send back for Sam Rivera" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Send the hand-signed page of Sam Rivera back",
    });
    await u.type(within(dialog).getByRole("textbox", { name: "What is wrong" }), "The signature is missing.");
    await u.click(within(dialog).getByRole("button", { name: "Send back" }));
    await waitFor(() => expect(rejected).toEqual([{ signerId: 51, note: "The signature is missing." }]));
  });
});
