import type { UserNotification } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { bearer } from "../../../test/factories";
import { latestMailTo } from "../../../test/mailbox";
import { getAs, startedJob } from "../../../test/marketplace";
import { saveAnswers, w2LeftForLater } from "../../../test/organizer";
import { remindersTestApp } from "../../../test/reminders-app";

const { dayMs, clock, app, pass, start } = await remindersTestApp();

/** A taxpayer reading `language` who left a W-2 for later, reminded 3 days on. */
async function remindedTaxpayer(language: "en" | "es") {
  const { taxpayer, quoteId } = await startedJob(app);
  const chosen = await app.inject({
    method: "POST",
    url: "/api/User/SetLanguage",
    headers: bearer(taxpayer),
    payload: { language },
  });
  expect(chosen.statusCode).toBe(200);
  clock.set(start);
  expect((await saveAnswers(app, taxpayer, [w2LeftForLater(quoteId)])).statusCode).toBe(200);
  clock.advance(3 * dayMs);
  expect(await pass(quoteId)).toBe(1);
  const notices = (await getAs<UserNotification[]>(app, taxpayer, "User/GetUserNotifications")).body;
  return { notices, mail: await latestMailTo(app, taxpayer.email) };
}

describe("a reminder in the taxpayer's language", () => {
  it("reminds a Spanish-speaking taxpayer in Spanish, in the app and by mail", async () => {
    const { notices, mail } = await remindedTaxpayer("es");
    const title = "Recordatorio: su organizador de impuestos le espera";
    expect(notices.map((notice) => notice.title)).toContain(title);
    expect(mail?.subject).toBe(title);
    expect(mail?.text).toContain("Hola, ");
  });

  it("reminds an English-speaking one in English", async () => {
    const { notices, mail } = await remindedTaxpayer("en");
    const title = "Reminder: your tax organizer is waiting for you";
    expect(notices.map((notice) => notice.title)).toContain(title);
    expect(mail?.subject).toBe(title);
    expect(mail?.text).toContain("Hello ");
  });
});
