import { endpoints, type SigningView } from "@taxlane/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answer, refusal } from "../../../testing/contract-handlers";
import { server } from "../../../testing/msw-server";
import { renderWithApp } from "../../../testing/render";
import { type SigningCardProps, SigningPage } from "./SigningPage";
import { forgetSigningKeys } from "./signing-key";

/** A signer's view as GET /Signing/:signerId answers it: waiting, no identity check asked. */
export function signingView(change: Partial<SigningView> = {}): SigningView {
  return {
    signerId: 12,
    requestId: 3,
    title: "Form 8879 for 2025",
    professionalName: "Dana Nguyen",
    signerName: "Ann Lee",
    role: "taxpayer",
    requestStatus: "sent",
    state: "waiting",
    expiresAt: "2026-12-16T10:00:00.000Z",
    identityRequired: false,
    identityStatus: "none",
    identityTriesLeft: 2,
    identityCheck: { providerName: "Test identity check", isTest: true },
    canSign: true,
    canUploadPaper: false,
    pageSizes: [{ width: 612, height: 792 }],
    fields: [
      { id: 1, signerId: 12, kind: "signature", page: 2, x: 72, y: 100, width: 200, height: 40 },
      { id: 2, signerId: 12, kind: "date", page: 2, x: 300, y: 100, width: 100, height: 20 },
      { id: 3, signerId: 13, kind: "signature", page: 2, x: 72, y: 50, width: 200, height: 40 },
    ],
    signedAt: null,
    paperNote: null,
    signedFileReady: false,
    ...change,
  };
}

/** A view where the identity check is asked and not yet tried. */
export function identityView(change: Partial<SigningView> = {}): SigningView {
  return signingView({ identityRequired: true, canSign: false, ...change });
}

function Card({ title, lead, children, footer }: SigningCardProps): ReactNode {
  return (
    <section>
      <h1>{title}</h1>
      <div>{lead}</div>
      {children}
      <div>{footer}</div>
    </section>
  );
}

const KEY = "k3y-from-the-mail";

/** Opens /sign/12 as the mail's link does, the key in the fragment. */
function openLink({ key = KEY, signOut = vi.fn(async () => {}) } = {}) {
  window.history.replaceState(null, "", key === "" ? "/sign/12" : `/sign/12#key=${key}`);
  const user = userEvent.setup({ delay: null });
  renderWithApp(<SigningPage signerId={12} Card={Card} signOut={signOut} />, { path: "/sign/12" });
  return { user, signOut };
}

/** Answers the view with `view` and records the keys it was asked with. */
function answerView(view: SigningView | Response) {
  const keys: (string | null)[] = [];
  server.use(
    answer(endpoints.signing.getSigning, ({ url }) => {
      keys.push(url.searchParams.get("key"));
      return view;
    }),
  );
  return keys;
}

beforeEach(() => {
  forgetSigningKeys();
});

describe("the signing page's link", () => {
  it("reads the key from the address's fragment, then takes it out of the address bar", async () => {
    const keys = answerView(signingView());
    openLink();

    expect(await screen.findByRole("heading", { level: 1, name: "Form 8879 for 2025" })).toBeTruthy();
    expect(keys).toEqual([KEY]);
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/sign/12");
  });

  it("without a key or a session, asks to open the mail's link or sign in, calling nothing", async () => {
    openLink({ key: "" });
    expect(await screen.findByRole("heading", { name: "This signing link does not work" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
  });

  it("a signed-in taxpayer opens their own signer without a key", async () => {
    localStorage.setItem("USER_TOKEN", "session-token");
    const keys = answerView(signingView());
    openLink({ key: "" });
    expect(await screen.findByRole("heading", { level: 1, name: "Form 8879 for 2025" })).toBeTruthy();
    expect(keys).toEqual([null]);
  });

  it("shows the API's words for a link that is not valid", async () => {
    const words = "This signing link is not valid. Ask your professional to send you a new one.";
    answerView(refusal(404, words));
    openLink();
    expect(await screen.findByRole("heading", { name: "This signing link does not work" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(words);
  });

  it("says the document waits for an invoice to be paid, in the API's words", async () => {
    const words =
      "Dana Nguyen sends this document for signing once invoice INV-0002 is paid ($450.00 left to pay). Pay it on your job's Billing tab, then open this link again.";
    answerView(refusal(409, words));
    openLink();
    expect(await screen.findByRole("heading", { name: "Waiting for an invoice to be paid" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(words);
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();
  });

  it("someone else signed in: says so, and signing out asks the view again", async () => {
    const words =
      "This signing link was sent to Ann Lee. Sign out first, or ask your professional to send the link to you.";
    let calls = 0;
    server.use(
      answer(endpoints.signing.getSigning, () => {
        calls += 1;
        return calls === 1 ? refusal(403, words) : signingView();
      }),
    );
    const { user, signOut } = openLink();
    expect(await screen.findByRole("heading", { name: "You are signed in as someone else" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(words);

    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(await screen.findByRole("heading", { level: 1, name: "Form 8879 for 2025" })).toBeTruthy();
  });
});

describe("the signing page's closed states", () => {
  it("says a withdrawn request is withdrawn", async () => {
    answerView(signingView({ requestStatus: "withdrawn", canSign: false }));
    openLink();
    expect(await screen.findByRole("heading", { name: "This request was withdrawn" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign" })).toBeNull();
  });

  it("says when an expired request ended", async () => {
    answerView(signingView({ requestStatus: "expired", canSign: false }));
    openLink();
    expect(await screen.findByRole("heading", { name: "This request has expired" })).toBeTruthy();
    expect(screen.getByText(/ended on Dec 16, 2026/)).toBeTruthy();
  });

  it("already signed, waiting for the others: the date, and no download yet", async () => {
    answerView(signingView({ state: "signed", canSign: false, signedAt: "2026-12-01T15:00:00.000Z" }));
    openLink();
    expect(await screen.findByRole("heading", { name: "You have signed" })).toBeTruthy();
    expect(screen.getByText("You signed “Form 8879 for 2025” on Dec 1, 2026.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(/once everyone who must sign has signed/);
    expect(screen.queryByRole("button", { name: /signed copy/ })).toBeNull();
  });

  it("already signed and sealed: downloads the signed copy with the key", async () => {
    const keys: (string | null)[] = [];
    answerView(
      signingView({
        state: "signed",
        canSign: false,
        signedAt: "2026-12-01T15:00:00.000Z",
        signedFileReady: true,
      }),
    );
    server.use(
      answer(endpoints.signing.getSignedDocument, ({ url }) => {
        keys.push(url.searchParams.get("key"));
        return new HttpResponse(new Blob(["%PDF-1.7"]), { headers: { "content-type": "application/pdf" } });
      }),
    );
    URL.createObjectURL = vi.fn(() => "blob:signed");
    URL.revokeObjectURL = vi.fn();
    const { user } = openLink();
    await user.click(await screen.findByRole("button", { name: "Download the signed copy" }));
    await waitFor(() => expect(keys).toEqual([KEY]));
  });
});

describe("the signing flow", () => {
  it("says who asks, what, and where the signer signs, with the document to view", async () => {
    answerView(signingView());
    openLink();
    expect(
      await screen.findByText("Dana Nguyen asks you, Ann Lee, to sign “Form 8879 for 2025”."),
    ).toBeTruthy();
    const fields = screen.getByRole("list");
    expect(
      within(fields)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Your signature on page 2", "The date on page 2"]);
    expect(screen.getByRole("button", { name: "View the document" })).toBeTruthy();
  });

  it("signing sends the signature, the initials and the key, then says what happens next", async () => {
    answerView(signingView());
    const sent = vi.fn();
    server.use(
      answer(endpoints.signing.signDocument, ({ body }) => {
        sent(body);
        return signingView({ state: "signed", canSign: false, signedAt: "2026-12-02T10:00:00.000Z" });
      }),
    );
    const { user } = openLink();
    const initials = await screen.findByRole("textbox", { name: "Your initials" });
    expect((initials as HTMLInputElement).value).toBe("AL");
    expect(
      screen.getByText(/my electronic signature is the legal equivalent of my handwritten one/),
    ).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Sign" }));
    expect(await screen.findByRole("heading", { name: "Thank you, you have signed" })).toBeTruthy();
    expect(document.activeElement?.textContent).toMatch(/Your signature is on “Form 8879 for 2025”/);
    expect(sent).toHaveBeenCalledExactlyOnceWith({
      key: KEY,
      signature: { kind: "typed", text: "Ann Lee" },
      initials: "AL",
    });
  });

  it("does not sign without initials, and says why", async () => {
    answerView(signingView());
    const sent = vi.fn();
    server.use(
      answer(endpoints.signing.signDocument, () => {
        sent();
        return signingView();
      }),
    );
    const { user } = openLink();
    await user.clear(await screen.findByRole("textbox", { name: "Your initials" }));
    await user.click(screen.getByRole("button", { name: "Sign" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Type your initials.");
    expect(sent).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of a signature in its words", async () => {
    answerView(signingView());
    server.use(answer(endpoints.signing.signDocument, () => refusal(409, "You signed this on Dec 1, 2026.")));
    const { user } = openLink();
    await user.click(await screen.findByRole("button", { name: "Sign" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You signed this on Dec 1, 2026.");
  });
});

describe("the identity step", () => {
  it("says a test check checks nothing real, and how many tries are left", async () => {
    answerView(identityView());
    openLink();
    expect(await screen.findByText("Test identity check: nothing real is checked")).toBeTruthy();
    expect(screen.getByText(/an ID number ending in 0000 fails/)).toBeTruthy();
    expect(screen.getByText("You have 2 tries left.")).toBeTruthy();
    expect(screen.getByText(/ITIN/, { selector: "label" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign" })).toBeNull();
  });

  it("has no test notice for a real provider's check", async () => {
    answerView(identityView({ identityCheck: { providerName: "IDcheck", isTest: false } }));
    openLink();
    expect(await screen.findByRole("button", { name: "Check my identity" })).toBeTruthy();
    expect(screen.queryByText("Test identity check: nothing real is checked")).toBeNull();
  });

  it("a failed try says so with the tries left; a passed one leads to signing", async () => {
    answerView(identityView());
    const tries: unknown[] = [];
    server.use(
      answer(endpoints.signing.checkIdentity, ({ body }) => {
        tries.push(body);
        return tries.length === 1
          ? identityView({ identityStatus: "failed", identityTriesLeft: 1, state: "identity-failed" })
          : identityView({ identityStatus: "passed", identityTriesLeft: 0, canSign: true });
      }),
    );
    const { user } = openLink();
    const last4 = await screen.findByRole("textbox", { name: /Last four digits/ });
    fireEvent.change(screen.getByLabelText("Date of birth"), { target: { value: "1980-04-02" } });
    await user.type(last4, "0000");
    await user.click(screen.getByRole("button", { name: "Check my identity" }));

    expect((await screen.findByRole("alert")).textContent).toMatch(/could not confirm your identity/);
    expect(screen.getByText("You have 1 try left.")).toBeTruthy();
    expect(tries[0]).toEqual({
      key: KEY,
      fullName: "Ann Lee",
      dateOfBirth: "1980-04-02",
      idNumberLast4: "0000",
    });

    await user.clear(last4);
    await user.type(last4, "1234");
    await user.click(screen.getByRole("button", { name: "Check my identity" }));
    const signHeading = await screen.findByRole("heading", { name: "Step 2 of 2: sign" });
    expect(document.activeElement).toBe(signHeading);
    expect(screen.getByRole("button", { name: "Sign" })).toBeTruthy();
  });

  it("asks for the last four digits as four digits before trying", async () => {
    answerView(identityView());
    const tried = vi.fn();
    server.use(
      answer(endpoints.signing.checkIdentity, () => {
        tried();
        return identityView();
      }),
    );
    const { user } = openLink();
    fireEvent.change(await screen.findByLabelText("Date of birth"), { target: { value: "1980-04-02" } });
    await user.type(screen.getByRole("textbox", { name: /Last four digits/ }), "12a");
    await user.click(screen.getByRole("button", { name: "Check my identity" }));
    expect(
      await screen.findByText("Enter the last four digits of your Social Security number or ITIN."),
    ).toBeTruthy();
    expect(tried).not.toHaveBeenCalled();
  });
});

describe("after two failed tries", () => {
  const failedTwice = identityView({
    identityStatus: "failed",
    identityTriesLeft: 0,
    state: "identity-failed",
    canUploadPaper: true,
  });

  it("offers no third try: the professional's check, or print, sign and upload", async () => {
    answerView(failedTwice);
    openLink();
    expect(
      await screen.findByRole("heading", { name: "We could not confirm your identity online" }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Check my identity" })).toBeNull();
    expect(
      screen.getByRole("heading", { name: "Ask Dana Nguyen to verify you in person or by video call" }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Print, sign and upload" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download the document to print" })).toBeTruthy();
  });

  it("uploads the signed page with the key, then waits for the professional", async () => {
    answerView(failedTwice);
    const uploads: FormData[] = [];
    server.use(
      answer(endpoints.signing.uploadPaperPage, ({ body }) => {
        uploads.push(body as FormData);
        return { ...failedTwice, state: "paper-uploaded" as const, canUploadPaper: false };
      }),
    );
    const { user } = openLink();
    const page = new File(["%PDF-1.7"], "signed.pdf", { type: "application/pdf" });
    await user.upload(await screen.findByLabelText("Signed pages (PDF, JPG or PNG)"), page);
    await user.click(screen.getByRole("button", { name: "Upload the signed pages" }));

    const waiting = await screen.findByRole("heading", { name: "Waiting for your professional" });
    expect(document.activeElement).toBe(waiting);
    expect(uploads).toHaveLength(1);
    const [form] = uploads as [FormData];
    expect(form.get("key")).toBe(KEY);
    expect((form.get("page") as File).name).toBe("signed.pdf");
  });

  it("refuses a file that is not a PDF, JPG or PNG before sending it", async () => {
    answerView(failedTwice);
    const { user } = openLink();
    const input = await screen.findByLabelText("Signed pages (PDF, JPG or PNG)");
    fireEvent.change(input, {
      target: { files: [new File(["x"], "notes.docx", { type: "application/msword" })] },
    });
    await user.click(screen.getByRole("button", { name: "Upload the signed pages" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Choose a PDF, JPG or PNG file.");
  });

  it("shows the professional's note on a page sent back, and lets the signer upload again", async () => {
    answerView({ ...failedTwice, state: "paper-rejected", paperNote: "Page 2 is not signed." });
    openLink();
    expect(await screen.findByText("Dana Nguyen could not accept your signed pages")).toBeTruthy();
    expect(screen.getByText("What they said: Page 2 is not signed.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload the signed pages again" })).toBeTruthy();
  });
});
