/**
 * A signed-in person opens a page with `?lang=es` while their account speaks English: the page keeps
 * Spanish, tells the account, and does not fall back to English when the account's old language
 * arrives before that save lands. A module of its own: what this load asked for is module state.
 */
import { endpoints } from "@taxlane/contract";
import { LANGUAGE_KEY } from "@taxlane/contract/i18n/language";
import { setLanguageSource } from "@taxlane/contract/i18n/language-source";
import { screen, waitFor } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import { keepAskedLanguage, languageAskedThisLoad } from "../../lib/language";
import { USER_TOKEN } from "../../lib/session";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { testPerson } from "../../testing/people";
import { renderWithApp } from "../../testing/render";
import { useAccountLanguage, useCurrentUser } from "./index";

function SignedInPage() {
  useAccountLanguage();
  const { data } = useCurrentUser();
  return <p>{data ? `Signed in as ${data.firstName}` : "Loading"}</p>;
}

const sessionToken = () => {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  return `${part({ alg: "HS256" })}.${part({ exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
};

afterAll(() => {
  setLanguageSource(() => "en");
  window.history.replaceState(null, "", "/");
});

describe("a language asked for by the address, signed in", () => {
  it("is kept on the device and the account, and outranks the account's old language for this load", async () => {
    localStorage.setItem(USER_TOKEN, sessionToken());
    const saved: unknown[] = [];
    let releaseSave: () => void = () => {};
    const saveLanded = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    server.use(
      answer(endpoints.user.setLanguage, async ({ body }) => {
        saved.push(body);
        // The save lands only after the page has read the account.
        await saveLanded;
        return {};
      }),
      answer(endpoints.user.getUser, () => testPerson({ language: "en" })),
    );
    window.history.replaceState(null, "", "/user/jobs?lang=es&tab=open");
    setLanguageSource(() => "es");

    keepAskedLanguage();
    expect(languageAskedThisLoad()).toBe("es");
    expect(`${window.location.pathname}${window.location.search}`).toBe("/user/jobs?tab=open");
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe("es");

    renderWithApp(<SignedInPage />);
    expect(await screen.findByText("Signed in as Dana")).toBeTruthy();
    await waitFor(() => expect(saved).toEqual([{ language: "es" }]));
    // The account still said English: the device was not switched back to it.
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe("es");
    releaseSave();
  });
});
