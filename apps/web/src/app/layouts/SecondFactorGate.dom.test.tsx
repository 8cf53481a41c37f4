import { type CurrentUser, endpoints, type SecondFactorStatus } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { layout } from "@taxlane/contract/i18n/local/layout";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { announceSecondFactorRequired } from "../../lib/second-factor-signal";
import { USER_TOKEN } from "../../lib/session";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { testPerson } from "../../testing/people";
import { renderWithApp } from "../../testing/render";
import { SecondFactorGate } from "./SecondFactorGate";

/** A token shaped as the API's (its `exp` an hour ahead), so the app counts it as a live session. */
function sessionToken(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  return `${part({ alg: "HS256" })}.${part({ exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

const due = "2026-12-09T10:00:00.000Z";

function status(change: Partial<SecondFactorStatus>): SecondFactorStatus {
  return { required: true, hasStrongFactor: false, satisfied: false, dueAt: due, blocked: false, ...change };
}

function person(secondFactor: SecondFactorStatus, roleId: 1 | 2 | 3 = 2): CurrentUser {
  return testPerson({ roleId, secondFactor });
}

function Page() {
  const { pathname, search } = useLocation();
  return <p>Page at {`${pathname}${search}`}</p>;
}

/** The gate around an area's pages, signed in as the person GetUser answers. */
function renderArea(path: string, ...answers: CurrentUser[]) {
  localStorage.setItem(USER_TOKEN, sessionToken());
  let calls = 0;
  server.use(
    answer(endpoints.user.getUser, () => {
      const next = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      if (next === undefined) throw new Error("no person to answer");
      return next;
    }),
  );
  return renderWithApp(
    <Routes>
      <Route
        path="*"
        element={
          <SecondFactorGate>
            <Page />
          </SecondFactorGate>
        }
      />
    </Routes>,
    { path },
  );
}

describe("the second-factor banner", () => {
  it("during the grace, asks for an app or passkey by the date and leads to the set-up", async () => {
    const user = userEvent.setup({ delay: null });
    renderArea("/expert/requests", person(status({})));

    expect(await screen.findByText(/Add an authenticator app or a passkey by Dec 9, 2026/)).toBeTruthy();
    expect(screen.getByText("Page at /expert/requests")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: layout.setItUp }));
    expect(await screen.findByText("Page at /expert/security?setup=1")).toBeTruthy();
    expect(screen.queryByText(/Add an authenticator app or a passkey by/)).toBeNull();
  });

  it("asks to sign in again when the account has an app but this session did not use it", async () => {
    const user = userEvent.setup({ delay: null });
    server.use(answer(endpoints.identity.signOut, () => ({})));
    renderArea("/admin", person(status({ hasStrongFactor: true }), 3));

    expect(await screen.findByText(layout.signInAgainWithFactor)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: layout.signInAgain }));
    expect(await screen.findByText("Page at /login")).toBeTruthy();
    expect(localStorage.getItem(USER_TOKEN)).toBeNull();
  });

  it("shows nothing to a professional whose session used an app", async () => {
    renderArea("/expert/requests", person(status({ hasStrongFactor: true, satisfied: true, dueAt: null })));
    expect(await screen.findByText("Page at /expert/requests")).toBeTruthy();
    await waitFor(() => expect(document.querySelector(".ant-alert")).toBeNull());
  });
});

describe("the second-factor block", () => {
  it("stands in for the page after the grace, but not for the security page", async () => {
    const user = userEvent.setup({ delay: null });
    renderArea("/expert/messages", person(status({ blocked: true })));

    const title = await screen.findByRole("heading", { level: 1, name: layout.secondFactorBlockedTitle });
    expect(title.getAttribute("tabindex")).toBe("-1");
    expect(screen.getByText(/The time to add one ended on Dec 9, 2026/)).toBeTruthy();
    expect(screen.queryByText(/Page at/)).toBeNull();
    expect(screen.getByRole("button", { name: layout.signOut })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: layout.goToSecurity }));
    expect(await screen.findByText("Page at /expert/security?setup=1")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: layout.secondFactorBlockedTitle })).toBeNull();
  });

  it("asks to sign in again when the account has an app but this session did not use it", async () => {
    renderArea("/expert/requests", person(status({ blocked: true, hasStrongFactor: true })));
    expect(await screen.findByRole("heading", { name: layout.secondFactorStaleTitle })).toBeTruthy();
    expect(screen.getByRole("button", { name: layout.signInAgain })).toBeTruthy();
    expect(screen.queryByRole("button", { name: layout.goToSecurity })).toBeNull();
  });

  it("shows once the API refuses a call for want of a second factor", async () => {
    renderArea("/expert/requests", person(status({})), person(status({ blocked: true })));
    await screen.findByText(/Add an authenticator app or a passkey by/);

    announceSecondFactorRequired();
    expect(await screen.findByRole("heading", { name: layout.secondFactorBlockedTitle })).toBeTruthy();
    expect(screen.queryByText(/Page at/)).toBeNull();
  });
});

describe("the notice after a recovery code", () => {
  it("says the code is spent and how many are left, once", async () => {
    sessionStorage.setItem("RECOVERY_CODE_USED", "1");
    const overview = vi.fn();
    server.use(
      answer(endpoints.user.getSecurity, () => {
        overview();
        return {
          authenticatorApp: { addedAt: due, lastUsedAt: null },
          passkeys: [],
          recoveryCodesLeft: 3,
          emailCodes: true,
          status: status({ hasStrongFactor: true, satisfied: true, dueAt: null }),
        };
      }),
    );
    renderArea("/user/quotes", person(status({ required: false, dueAt: null }), 1));

    expect(await screen.findByText(auth.recoveryCodeUsed)).toBeTruthy();
    expect(await screen.findByText("Recovery codes left: 3.")).toBeTruthy();
    expect(screen.getByRole("button", { name: auth.openSecurityPage })).toBeTruthy();
    expect(sessionStorage.getItem("RECOVERY_CODE_USED")).toBeNull();
    expect(overview).toHaveBeenCalledTimes(1);
  });
});
