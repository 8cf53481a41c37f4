import { startRegistration } from "@simplewebauthn/browser";
import { type CurrentUser, endpoints, type SecurityOverview } from "@taxlane/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { USER_TOKEN } from "../../lib/session";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { testPerson } from "../../testing/people";
import { renderWithApp } from "../../testing/render";
import { SecurityPage } from "./SecurityPage";

// The browser's passkey ceremony is the browser's; the tests answer for it.
vi.mock("@simplewebauthn/browser", async (original) => ({
  ...(await original<typeof import("@simplewebauthn/browser")>()),
  startRegistration: vi.fn(),
}));

/** A token the app takes for a live session: a JWT whose `exp` is an hour ahead. */
function liveToken(session: string): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  return `${part({ alg: "HS256" })}.${part({ sid: session, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

const expert: CurrentUser = testPerson({ id: 12 });

const dueAt = "2026-12-09T10:00:00.000Z";
const withoutFactor: SecurityOverview = {
  authenticatorApp: null,
  passkeys: [],
  recoveryCodesLeft: 0,
  emailCodes: true,
  status: { required: true, hasStrongFactor: false, satisfied: false, dueAt, blocked: false },
};
const withApp: SecurityOverview = {
  ...withoutFactor,
  authenticatorApp: { addedAt: "2026-11-20T10:00:00.000Z", lastUsedAt: null },
  recoveryCodesLeft: 10,
  status: { required: true, hasStrongFactor: true, satisfied: true, dueAt: null, blocked: false },
};

const hereSession = {
  id: "6f1c2a7e-1d7b-4c1e-9a55-0c8f3f0b9a01",
  device: "Chrome on Windows",
  place: "Germany",
  signedInAt: "2026-12-01T08:00:00.000Z",
  lastSeenAt: new Date().toISOString(),
  current: true,
  factor: "email" as const,
};
const otherSession = {
  ...hereSession,
  id: "0b6f9a3d-5a2e-4f0e-8c61-2d7e9b4c1f02",
  device: "Firefox on Linux",
  place: "Unknown place",
  current: false,
};

const codes = Array.from({ length: 10 }, (_, index) => `AAAA-BBBB-CC${String(index).padStart(2, "0")}`);

/** Signed in as `user` with `overview`, on `sessions`; each answer may be changed by the test later. */
function signedIn({
  overview = [withoutFactor],
  sessions = [[hereSession, otherSession]],
}: {
  overview?: SecurityOverview[];
  sessions?: (typeof hereSession)[][];
} = {}) {
  localStorage.setItem(USER_TOKEN, liveToken("first"));
  let overviewCalls = 0;
  let sessionCalls = 0;
  server.use(
    answer(endpoints.user.getUser, () => expert),
    answer(endpoints.user.getSecurity, () => {
      const next = overview[Math.min(overviewCalls, overview.length - 1)] ?? withoutFactor;
      overviewCalls += 1;
      return next;
    }),
    answer(endpoints.user.getSessions, () => {
      const next = sessions[Math.min(sessionCalls, sessions.length - 1)] ?? [];
      sessionCalls += 1;
      return next;
    }),
  );
}

/**
 * The open dialog showing `title`. antd gives every dialog title the same id under test, so a
 * second dialog cannot be found by its accessible name.
 */
function dialogWith(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByRole("dialog").find((dialog) => within(dialog).queryByText(title) !== null);
    if (found === undefined) throw new Error(`no dialog showing "${title}"`);
    return found;
  });
}

const setup = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });

describe("the Security page", () => {
  it("sets up an authenticator app: the QR code, the key, the new session token and the codes shown once", async () => {
    signedIn({ overview: [withoutFactor, withApp] });
    const newToken = liveToken("second");
    const confirmed = vi.fn();
    server.use(
      answer(endpoints.user.startAuthenticatorApp, () => ({
        secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
        otpauthUrl: "otpauth://totp/Taxlane:dana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
        qrCodeSvg:
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
      })),
      answer(endpoints.user.confirmAuthenticatorApp, ({ body }) => {
        confirmed(body);
        return { token: newToken, recoveryCodes: codes };
      }),
    );
    const user = setup();
    renderWithApp(<SecurityPage />, { path: "/expert/security" });

    expect(await screen.findByText(/Add an authenticator app or a passkey by Dec \d+, 2026/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Set up an authenticator app" }));
    const dialog = await screen.findByRole("dialog", { name: "Set up an authenticator app" });
    const qr = await within(dialog).findByRole("img", {
      name: "QR code to scan with your authenticator app",
    });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);

    const cantScan = within(dialog).getByRole("button", { name: "Can't scan?" });
    expect(cantScan.getAttribute("aria-expanded")).toBe("false");
    await user.click(cantScan);
    expect(within(dialog).getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    await user.type(within(dialog).getByLabelText("6-digit code from your app"), "123 456");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));

    const codesDialog = await dialogWith("Save your recovery codes");
    expect(confirmed).toHaveBeenCalledWith({ code: "123 456" });
    expect(localStorage.getItem(USER_TOKEN)).toBe(newToken);
    expect(
      within(codesDialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(codes);
    const done = within(codesDialog).getByRole("button", { name: "Done" });
    expect(done.hasAttribute("disabled")).toBe(true);
    await user.click(within(codesDialog).getByRole("checkbox", { name: "I saved these codes" }));
    await user.click(done);

    // The window closes (happy-dom never ends antd's closing animation, so its last frame stays in the
    // document, marked as leaving) and nothing else on the page shows the codes.
    await waitFor(() =>
      expect(codesDialog.closest(".ant-modal")?.classList.contains("ant-zoom-leave")).toBe(true),
    );
    expect(screen.getAllByText(codes[0] ?? "")).toHaveLength(1);
    expect(await screen.findByText("Your account is protected by an authenticator app.")).toBeTruthy();
    expect(screen.getByText("10 of 10 left")).toBeTruthy();
  });

  it("says why the app could not be removed, in the server's words", async () => {
    signedIn({ overview: [withApp] });
    const refusedWith = vi.fn();
    server.use(
      answer(endpoints.user.removeAuthenticatorApp, ({ body }) => {
        refusedWith(body);
        return refusal(409, "Add a passkey before removing your only authenticator app.");
      }),
    );
    const user = setup();
    renderWithApp(<SecurityPage />, { path: "/expert/security" });

    expect(await screen.findByText(/^Added .*\. Last used never\.$/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove the authenticator app?" });
    await user.type(within(dialog).getByLabelText("Your password"), "correct horse");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));

    expect(
      await within(dialog).findByText("Add a passkey before removing your only authenticator app."),
    ).toBeTruthy();
    expect(refusedWith).toHaveBeenCalledWith({ password: "correct horse" });
    expect(screen.getByRole("dialog", { name: "Remove the authenticator app?" })).toBeTruthy();
  });

  it("lists where the person is signed in and signs one other device out", async () => {
    signedIn({ overview: [withApp], sessions: [[hereSession, otherSession], [hereSession]] });
    const ended = vi.fn();
    server.use(
      answer(endpoints.user.endSession, ({ url }) => {
        ended(url.pathname);
        return {};
      }),
    );
    const user = setup();
    renderWithApp(<SecurityPage />, { path: "/expert/security" });

    expect(await screen.findByText("Firefox on Linux")).toBeTruthy();
    expect(screen.getByText("This device")).toBeTruthy();
    expect(screen.getAllByText(/Last seen just now/)).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Places by DB-IP" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Sign out Firefox on Linux" }));
    const confirm = await screen.findByRole("dialog", { name: "Sign out of Firefox on Linux?" });
    await user.click(within(confirm).getByRole("button", { name: "Sign out" }));

    await waitFor(() => expect(screen.queryByText("Firefox on Linux")).toBeNull());
    expect(ended).toHaveBeenCalledWith(`/api/User/EndSession/${otherSession.id}`);
    expect(screen.getByText("Chrome on Windows")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign out everywhere else" }).hasAttribute("disabled")).toBe(
      true,
    );
  });

  it("opens with the setup introduction for a professional sent here after signing in", async () => {
    signedIn({ overview: [withoutFactor] });
    server.use(
      answer(endpoints.user.startAuthenticatorApp, () => ({
        secret: "JBSWY3DPEHPK3PXP",
        otpauthUrl: "otpauth://totp/Taxlane?secret=JBSWY3DPEHPK3PXP",
        qrCodeSvg: "<svg xmlns='http://www.w3.org/2000/svg'/>",
      })),
    );
    const user = setup();
    renderWithApp(<SecurityPage />, { path: "/expert/security?setup=1" });

    const intro = await screen.findByRole("region", { name: "Protect your clients' information" });
    expect(within(intro).getByRole("link", { name: "Remind me later" }).getAttribute("href")).toBe(
      "/expert/requests",
    );
    // This browser (happy-dom) cannot make passkeys: the intro says so instead of offering one.
    expect(within(intro).getByText(/This browser can't create passkeys/)).toBeTruthy();
    await user.click(within(intro).getByRole("button", { name: "Set up an authenticator app" }));
    expect(await screen.findByRole("dialog", { name: "Set up an authenticator app" })).toBeTruthy();
  });

  it("offers no later once client information is closed", async () => {
    signedIn({
      overview: [{ ...withoutFactor, status: { ...withoutFactor.status, dueAt: null, blocked: true } }],
    });
    renderWithApp(<SecurityPage />, { path: "/expert/security?setup=1" });

    expect(await screen.findByRole("region", { name: "Protect your clients' information" })).toBeTruthy();
    expect(screen.getByText("Add an authenticator app or a passkey to continue")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Remind me later" })).toBeNull();
  });
});

describe("adding a passkey", () => {
  const challengeId = "3b0c6f5e-2a4d-4e8b-9f1a-7c5d2e8b1a03";
  const options = {
    challenge: "Y2hhbGxlbmdl",
    rp: { name: "Taxlane", id: "localhost" },
    user: { id: "dXNlcg", name: "dana@example.com", displayName: "Dana Nguyen" },
    pubKeyCredParams: [{ type: "public-key", alg: -7 }],
  };
  const created = {
    id: "Y3JlZA",
    rawId: "Y3JlZA",
    type: "public-key" as const,
    response: { clientDataJSON: "e30", attestationObject: "o2N", transports: ["internal" as const] },
    clientExtensionResults: {},
    authenticatorAttachment: "platform" as const,
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(startRegistration).mockReset();
  });

  it("creates one in the browser under its name and takes up the new session", async () => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    vi.mocked(startRegistration).mockResolvedValue(created);
    signedIn({ overview: [withoutFactor] });
    const newToken = liveToken("passkey");
    const registered = vi.fn();
    server.use(
      answer(endpoints.user.passkeyRegistrationOptions, () => ({ challengeId, options })),
      answer(endpoints.user.registerPasskey, ({ body }) => {
        registered(body);
        return { token: newToken, recoveryCodes: codes };
      }),
    );
    const user = setup();
    renderWithApp(<SecurityPage />, { path: "/user/security" });

    await user.click(await screen.findByRole("button", { name: "Add a passkey" }));
    const dialog = await dialogWith("Add a passkey");
    await user.type(within(dialog).getByLabelText("Name"), "  Work laptop ");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));

    await dialogWith("Save your recovery codes");
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(registered).toHaveBeenCalledWith({ challengeId, name: "Work laptop", response: created });
    expect(localStorage.getItem(USER_TOKEN)).toBe(newToken);
  });

  it("says so when the person cancels the browser's prompt, and keeps nothing", async () => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    vi.mocked(startRegistration).mockRejectedValue(new DOMException("cancelled", "NotAllowedError"));
    signedIn({ overview: [withoutFactor] });
    const registered = vi.fn();
    server.use(
      answer(endpoints.user.passkeyRegistrationOptions, () => ({ challengeId, options })),
      answer(endpoints.user.registerPasskey, () => {
        registered();
        return { token: liveToken("never"), recoveryCodes: [] };
      }),
    );
    const user = setup();
    renderWithApp(<SecurityPage />, { path: "/user/security" });

    await user.click(await screen.findByRole("button", { name: "Add a passkey" }));
    const dialog = await dialogWith("Add a passkey");
    await user.type(within(dialog).getByLabelText("Name"), "Phone");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));

    expect(
      await within(dialog).findByText("The passkey wasn't created. Try again when you're ready."),
    ).toBeTruthy();
    expect(registered).not.toHaveBeenCalled();
  });
});
