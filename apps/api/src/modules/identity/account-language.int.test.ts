import { describe, expect, it } from "vitest";
import { registration, tokenFor, uniqueEmail, withToken } from "../../../test/identity";
import { latestCodeFor } from "../../../test/mailbox";
import { createTestApp } from "../../../test/test-app";

describe("the account's language", async () => {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" });
  const languageOf = async (token: string) =>
    (await app.inject({ method: "GET", url: "/api/user/GetUser", headers: withToken(token) })).json<{
      language?: string;
    }>().language;
  const setLanguage = (token: string, language: unknown) =>
    app.inject({
      method: "POST",
      url: "/api/User/SetLanguage",
      headers: withToken(token),
      payload: { language },
    });
  async function signUp(overrides: Record<string, unknown>): Promise<string> {
    const email = uniqueEmail("lang");
    await app.inject({
      method: "POST",
      url: `/api/identity/sendEmailValidationCode?email=${encodeURIComponent(email)}`,
    });
    const code = await latestCodeFor(app, email);
    const registered = await app.inject({
      method: "POST",
      url: "/api/Taxpayer/RegisterTaxpayer",
      payload: registration(email, code, overrides),
    });
    expect(registered.statusCode).toBe(200);
    return tokenFor(app, email);
  }

  it("takes the browser's language at sign-up, and English for one it does not speak or none", async () => {
    expect(await languageOf(await signUp({ language: "es-MX" }))).toBe("es");
    expect(await languageOf(await signUp({ language: "fr-FR" }))).toBe("en");
    expect(await languageOf(await signUp({}))).toBe("en");
  });

  it("changes when the person chooses another", async () => {
    const token = await signUp({});
    expect((await setLanguage(token, "es")).statusCode).toBe(200);
    expect(await languageOf(token)).toBe("es");
    expect((await setLanguage(token, "en")).statusCode).toBe(200);
    expect(await languageOf(token)).toBe("en");
  });

  it("refuses a language it does not speak with a 400 that names the choices", async () => {
    const token = await signUp({});
    for (const language of ["fr", "", 42, null]) {
      const refused = await setLanguage(token, language);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain("Choose English (en) or Spanish (es).");
    }
    expect(await languageOf(token)).toBe("en");
  });

  it("is only for someone signed in", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/User/SetLanguage",
      payload: { language: "es" },
    });
    expect(response.statusCode).toBe(401);
  });
});
