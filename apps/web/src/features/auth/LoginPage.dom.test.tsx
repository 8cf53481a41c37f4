import { type CurrentUser, endpoints } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { testPerson } from "../../testing/people";
import { renderWithApp } from "../../testing/render";
import { LoginPage } from "./LoginPage";

const startAuthentication = vi.hoisted(() => vi.fn());
vi.mock("@simplewebauthn/browser", () => ({ startAuthentication }));

const SIGN_IN_STEP = "5b0e7c1e-3f43-4a39-9a2e-6f0f5f2d9d11";
const CHALLENGE_ID = "0c6b1f3a-1d7e-4c55-8f0e-2a4b9c7d3e21";

/** A token shaped as the API's (its `exp` an hour ahead), so the app counts it as a live session. */
function sessionToken(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  return `${part({ alg: "HS256" })}.${part({ exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

function person(change: Partial<CurrentUser> = {}): CurrentUser {
  return testPerson({
    secondFactor: { required: true, hasStrongFactor: true, satisfied: true, dueAt: null, blocked: false },
    ...change,
  });
}

/** Where the app went after signing in. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>Now at {`${pathname}${search}`}</p>;
}

function renderLogin() {
  return renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { path: "/login" },
  );
}

/** Answers the password step with a second step of these factors. */
function answerPassword(secondFactors: ("email" | "totp" | "passkey" | "recovery")[]) {
  server.use(
    answer(endpoints.identity.signIn, () => ({
      twoFactorAuthIsActive: true,
      secondFactors,
      signInStep: SIGN_IN_STEP,
    })),
  );
}

function answerUser(user: CurrentUser) {
  server.use(answer(endpoints.user.getUser, () => user));
}

async function typePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("E-mail"), "dana@example.com");
  await user.type(screen.getByLabelText("Password"), "correct horse");
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  startAuthentication.mockReset();
  sessionStorage.clear();
});

describe("signing in with an authenticator app", () => {
  it("sends the app's code with the sign-in step, then opens the person's area", async () => {
    answerPassword(["totp", "recovery"]);
    const sent = vi.fn();
    server.use(
      answer(endpoints.identity.signInWithValidationCode, ({ body }) => {
        sent(body);
        return { token: sessionToken() };
      }),
    );
    answerUser(person());
    const user = userEvent.setup({ delay: null });
    renderLogin();

    await typePassword(user);
    expect(await screen.findByText(auth.appCodeLead)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Resend code/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Digit 1 of 6"));
    await user.keyboard("123456");
    await user.click(screen.getByRole("button", { name: auth.verifyAndLogIn }));

    expect(await screen.findByText("Now at /expert/requests")).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({
      email: "dana@example.com",
      code: "123456",
      signInStep: SIGN_IN_STEP,
    });
  });

  it("shows the server's refusal of a wrong code under the boxes", async () => {
    answerPassword(["totp"]);
    server.use(
      answer(endpoints.identity.signInWithValidationCode, () =>
        Response.json({ errorMessage: "That code is not right.", code: "VALIDATION" }, { status: 400 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderLogin();

    await typePassword(user);
    await screen.findByText(auth.appCodeLead);
    await user.keyboard("654321");
    await user.click(screen.getByRole("button", { name: auth.verifyAndLogIn }));
    expect(await screen.findByText("That code is not right.")).toBeTruthy();
    expect(screen.queryByText(auth.useRecoveryCode)).toBeNull();
  });

  it("takes a professional whose grace begins with this sign-in to the security page's set-up", async () => {
    answerPassword(["email"]);
    server.use(
      answer(endpoints.identity.signInWithValidationCode, () => ({
        token: sessionToken(),
        secondFactorGraceBegan: true,
      })),
      // The mailed-code card looks for the local mailbox; here there is none.
      answer(endpoints.devMail.list, () =>
        Response.json({ errorMessage: "Not found", code: "NOT_FOUND" }, { status: 404 }),
      ),
    );
    answerUser(
      person({
        secondFactor: {
          required: true,
          hasStrongFactor: false,
          satisfied: false,
          dueAt: new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString(),
          blocked: false,
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderLogin();

    await typePassword(user);
    expect(await screen.findByText(auth.enterSignInCode)).toBeTruthy();
    await user.keyboard("111111");
    await user.click(screen.getByRole("button", { name: auth.verifyAndLogIn }));
    expect(await screen.findByText("Now at /expert/security?setup=1")).toBeTruthy();
  });
});

describe("signing in with a recovery code", () => {
  it("checks the code's form, sends it with the sign-in step and leaves a notice for the next page", async () => {
    answerPassword(["totp", "recovery"]);
    const sent = vi.fn();
    server.use(
      answer(endpoints.identity.signInWithRecoveryCode, ({ body }) => {
        sent(body);
        return { token: sessionToken() };
      }),
    );
    answerUser(person());
    const user = userEvent.setup({ delay: null });
    renderLogin();

    await typePassword(user);
    await user.click(await screen.findByRole("button", { name: auth.useRecoveryCode }));
    const input = await screen.findByLabelText(auth.recoveryLabel);
    expect(input.getAttribute("autocomplete")).toBe("one-time-code");
    expect(document.activeElement).toBe(input);

    await user.type(input, "12-34");
    await user.click(screen.getByRole("button", { name: auth.verifyAndLogIn }));
    expect(await screen.findByText(/Enter one of your recovery codes/)).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, "4f7k-92qx-hm3d");
    await user.click(screen.getByRole("button", { name: auth.verifyAndLogIn }));
    expect(await screen.findByText("Now at /expert/requests")).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({
      email: "dana@example.com",
      recoveryCode: "4f7k-92qx-hm3d",
      signInStep: SIGN_IN_STEP,
    });
    expect(sessionStorage.getItem("RECOVERY_CODE_USED")).toBe("1");
  });

  it("goes back to the app's code, and to the e-mail and password", async () => {
    answerPassword(["totp", "recovery"]);
    const user = userEvent.setup({ delay: null });
    renderLogin();

    await typePassword(user);
    await user.click(await screen.findByRole("button", { name: auth.useRecoveryCode }));
    await user.click(await screen.findByRole("button", { name: auth.useAnotherWay }));
    expect(await screen.findByText(auth.appCodeLead)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: auth.useDifferentAccount }));
    expect(await screen.findByRole("button", { name: "Log in" })).toBeTruthy();
    const email = screen.getByLabelText("E-mail");
    expect(document.activeElement).toBe(email);
  });
});

describe("signing in with a passkey", () => {
  it("offers no passkey where the browser has none", () => {
    renderLogin();
    expect(screen.queryByRole("button", { name: auth.signInWithPasskey })).toBeNull();
  });

  it("signs in with a passkey alone", async () => {
    vi.stubGlobal("PublicKeyCredential", () => undefined);
    const asked = vi.fn();
    const sent = vi.fn();
    server.use(
      answer(endpoints.identity.passkeyOptions, ({ body }) => {
        asked(body);
        return { challengeId: CHALLENGE_ID, options: { challenge: "c2lnbi1pbg", rpId: "localhost" } };
      }),
      answer(endpoints.identity.passkeySignIn, ({ body }) => {
        sent(body);
        return { token: sessionToken() };
      }),
    );
    startAuthentication.mockResolvedValue({
      id: "cred-1",
      rawId: "cred-1",
      type: "public-key",
      response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
      clientExtensionResults: {},
    });
    answerUser(person({ roleId: 1, secondFactor: undefined }));
    const user = userEvent.setup({ delay: null });
    renderLogin();

    await user.click(screen.getByRole("button", { name: auth.signInWithPasskey }));
    expect(await screen.findByText("Now at /user/quotes")).toBeTruthy();
    expect(asked).toHaveBeenCalledWith({});
    expect(startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: "c2lnbi1pbg", rpId: "localhost" },
    });
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ challengeId: CHALLENGE_ID }));
  });

  it("after the password, asks for the passkey with the sign-in step, and takes a closed prompt calmly", async () => {
    vi.stubGlobal("PublicKeyCredential", () => undefined);
    answerPassword(["passkey", "recovery"]);
    const asked = vi.fn();
    server.use(
      answer(endpoints.identity.passkeyOptions, ({ body }) => {
        asked(body);
        return { challengeId: CHALLENGE_ID, options: { challenge: "c2lnbi1pbg" } };
      }),
    );
    startAuthentication.mockRejectedValue(
      Object.assign(new Error("The operation was cancelled."), { name: "NotAllowedError" }),
    );
    const user = userEvent.setup({ delay: null });
    renderLogin();

    await typePassword(user);
    const passkey = await screen.findByRole("button", { name: auth.usePasskey });
    expect(document.activeElement).toBe(passkey);
    await user.click(passkey);

    const notice = await screen.findByRole("status");
    expect(notice.textContent).toContain(auth.passkeyCancelled);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(asked).toHaveBeenCalledWith({ signInStep: SIGN_IN_STEP });
    expect(screen.getByRole("button", { name: auth.useRecoveryCode })).toBeTruthy();
  });
});
