import type { UserNotification } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { callsAs, createSignedInUser } from "../../../test/factories";
import { latestMailTo } from "../../../test/mailbox";
import {
  createExpert,
  getAs,
  invitationKey,
  postIndividualRequest,
  sendQuote,
} from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
const calls = callsAs(app);

/** A taxpayer reading `language`, quoted by a professional (whose own request is in English). */
async function quotedTaxpayer(language: "en" | "es") {
  const expert = await createExpert(app);
  const taxpayer = await createSignedInUser(app, 1);
  expect((await calls.post(taxpayer, "/User/SetLanguage", { language })).statusCode).toBe(200);
  const requestId = await postIndividualRequest(app, taxpayer, {
    invitationkey: await invitationKey(app, expert),
  });
  const quoted = await sendQuote(app, expert, { taxPreparationId: String(requestId), price: "350" });
  expect(quoted.statusCode).toBe(200);
  const notices = (await getAs<UserNotification[]>(app, taxpayer, "User/GetUserNotifications")).body;
  return { taxpayer, notices };
}

describe("notices in the recipient's language", () => {
  it("tells a Spanish-speaking taxpayer of a new quote in Spanish, in the app and by mail", async () => {
    const { taxpayer, notices } = await quotedTaxpayer("es");
    expect(notices[0]?.title).toBe("Recibió una cotización");
    const mail = await latestMailTo(app, taxpayer.email);
    expect(mail?.subject).toBe("Recibió una cotización");
    expect(mail?.text).toContain("Hola, Test:");
  });

  it("tells an English-speaking one in English", async () => {
    const { taxpayer, notices } = await quotedTaxpayer("en");
    expect(notices[0]?.title).toBe("You received a quote");
    const mail = await latestMailTo(app, taxpayer.email);
    expect(mail?.subject).toBe("You received a quote");
    expect(mail?.text).toContain("Hello Test,");
  });
});
