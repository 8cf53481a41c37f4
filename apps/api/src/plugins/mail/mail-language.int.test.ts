import { RoleId, type SignatureRequest } from "@taxlane/contract";
import { tIn } from "@taxlane/contract/i18n";
import { describe, expect, it } from "vitest";
import { bearer, callsAs, createSignedInUser, type TestUser } from "../../../test/factories";
import { uniqueEmail } from "../../../test/identity";
import { latestMailTo } from "../../../test/mailbox";
import { startedJob } from "../../../test/marketplace";
import { createPractice } from "../../../test/practices";
import { generatedPdf } from "../../../test/signed-pdfs";
import { createTestApp } from "../../../test/test-app";
import { multipart } from "../../../test/uploads";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
const calls = callsAs(app);
/** The header a Spanish-speaking browser sends, as the web sends its page's language. */
const inSpanish = { "accept-language": "es-MX,es;q=0.9,en;q=0.8" };

async function speaking(language: "en" | "es", roleId: number = RoleId.taxpayer): Promise<TestUser> {
  const person = await createSignedInUser(app, roleId);
  expect((await calls.post(person, "/User/SetLanguage", { language })).statusCode).toBe(200);
  return person;
}

describe("mail to an address with no account yet, in the asking page's language", () => {
  const sendCode = (email: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: `/api/identity/sendEmailValidationCode?email=${encodeURIComponent(email)}`,
      headers,
    });

  it("writes a sign-up code in Spanish to a page that speaks it, and in English to one that says nothing", async () => {
    const spanish = uniqueEmail("nueva");
    expect((await sendCode(spanish, inSpanish)).statusCode).toBe(200);
    const mail = await latestMailTo(app, spanish);
    const code = mail?.subject.match(/\d{6}/)?.[0] ?? "";
    expect(mail?.subject).toBe(tIn("es", "identity.signUpCodeSubject", { code }));
    expect(mail?.subject).toBe(`${code} es su código para crear una cuenta en Taxlane`);
    expect(mail?.text).toContain(tIn("es", "identity.signUpCodeIgnore"));

    const english = uniqueEmail("new");
    expect((await sendCode(english)).statusCode).toBe(200);
    expect((await latestMailTo(app, english))?.subject).toMatch(/^\d{6} is your Taxlane sign-up code$/);
  });

  it("tells an address that has an account in that account's language, whatever the page's", async () => {
    const holder = await speaking("es");
    expect((await sendCode(holder.email)).statusCode).toBe(200);
    expect((await latestMailTo(app, holder.email))?.subject).toBe("Usted ya tiene una cuenta de Taxlane");
  });
});

describe("mail to a person with an account, in their language", () => {
  const forgot = (email: string) =>
    app.inject({ method: "POST", url: "/api/identity/forgotPassword", payload: { email } });

  it("mails a password reset in Spanish to a Spanish-speaking person and in English to an English-speaking one", async () => {
    const spanish = await speaking("es");
    expect((await forgot(spanish.email)).statusCode).toBe(200);
    const mail = await latestMailTo(app, spanish.email);
    expect(mail?.subject).toBe("Restablezca su contraseña de Taxlane");
    expect(mail?.text).toMatch(/reset-password\?token=/);
    expect(mail?.text).toContain(tIn("es", "identity.resetPasswordIgnore"));

    const english = await speaking("en");
    // The page asking speaks Spanish; the account's language decides.
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/identity/forgotPassword",
          headers: inSpanish,
          payload: { email: english.email },
        })
      ).statusCode,
    ).toBe(200);
    expect((await latestMailTo(app, english.email))?.subject).toBe("Reset your Taxlane password");
  });

  it("texts a phone code in Spanish to a Spanish-speaking person", async () => {
    const person = await speaking("es");
    const phone = "+14155550142";
    const started = await calls.post(person, "/Notifications/StartPhone", { phone, consent: true });
    expect(started.statusCode, started.body).toBe(200);
    await app.services.jobs.drain();
    await app.services.channels.texts.sendDue();
    const texts = (await app.inject({ method: "GET", url: "/api/dev/sms" })).json<
      { to: string; body: string }[]
    >();
    const text = texts.find((sent) => sent.to === phone);
    expect(text?.body).toMatch(/^Su código de Taxlane es \d{6}\. Vence en 10 minutos\.$/);
  });

  it("mails a signature request in Spanish to a Spanish-speaking taxpayer and the spouse on their return", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    expect((await calls.post(taxpayer, "/User/SetLanguage", { language: "es" })).statusCode).toBe(200);
    const draft = await app.inject({
      method: "POST",
      url: "/api/Accountant/SignatureRequestDraft",
      headers: bearer(expert),
      body: multipart(
        { quoteId: String(quoteId), title: "Form 8879" },
        { document: [Buffer.from(await generatedPdf(1)), "8879.pdf"] },
      ),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const field = { kind: "signature", page: 1, x: 72, y: 100, width: 200, height: 40 } as const;
    const spouse = uniqueEmail("spouse");
    const sent = await calls.post(expert, "/Accountant/SendSignatureRequest", {
      requestId: draft.json<SignatureRequest>().id,
      identityRequired: false,
      signers: [{ role: "taxpayer" }, { role: "spouse", name: "Sam Spouse", email: spouse }],
      fields: [
        { ...field, signer: 0 },
        { ...field, y: 300, signer: 1 },
      ],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const address of [taxpayer.email, spouse]) {
      const mail = await latestMailTo(app, address, "Firme, por favor: Form 8879");
      expect(mail?.text).toMatch(/^Hola, .+:\n/);
      expect(mail?.text).toMatch(/\/sign\/\d+#key=/);
    }
  });

  it("mails a practice invitation in the invitee's language, or the inviting page's to a new address", async () => {
    const owner = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, owner);
    const invite = (email: string, headers: Record<string, string> = {}, by = owner) =>
      app.inject({
        method: "POST",
        url: "/api/Practice/InviteMember",
        headers: { ...bearer(by), ...headers },
        payload: { email, role: "preparer" },
      });

    const newcomer = uniqueEmail("nuevo");
    expect((await invite(newcomer, inSpanish)).statusCode).toBe(200);
    const toNewcomer = await latestMailTo(app, newcomer);
    expect(toNewcomer?.subject).toBe("Test Person lo invita a unirse a Rivera Tax Group en Taxlane");
    expect(toNewcomer?.text).toContain("como Preparador.");

    const spanish = await speaking("es", RoleId.expert);
    expect((await invite(spanish.email)).statusCode).toBe(200);
    expect((await latestMailTo(app, spanish.email))?.subject).toMatch(/ lo invita a unirse a /);

    // Another practice: the plan's seats are full with the two invited above.
    const otherOwner = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, otherOwner);
    const english = await speaking("en", RoleId.expert);
    expect((await invite(english.email, inSpanish, otherOwner)).statusCode).toBe(200);
    const toEnglish = await latestMailTo(app, english.email);
    expect(toEnglish?.subject).toBe("Test Person invites you to join Rivera Tax Group on Taxlane");
    expect(toEnglish?.text).toContain("as Preparer.");
  });
});
