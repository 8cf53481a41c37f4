import { CHAT_UNREAD_MAIL_AFTER_MINUTES } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import {
  dropWaitingChecksAfterAll,
  introducedPair,
  makeChecksDue,
  sendText,
  unreadMailQueueOf,
  waitingChecks,
} from "../../../test/chat";
import { bearer } from "../../../test/factories";
import { latestMailTo } from "../../../test/mailbox";
import { createTestApp } from "../../../test/test-app";
import { fixedClock } from "../../lib/clock";

const clock = fixedClock(new Date());
const { app } = await createTestApp({}, { clock });
dropWaitingChecksAfterAll(() => app);

const waitMs = CHAT_UNREAD_MAIL_AFTER_MINUTES * 60_000;

/** Runs the app's checks as their time comes: the clock moves on and the queue finds them due. */
async function runChecksAfter(ms: number): Promise<void> {
  clock.advance(ms);
  await makeChecksDue(app);
  await app.services.jobs.drain([unreadMailQueueOf(app)]);
}

async function mailsTo(address: string) {
  await latestMailTo(app, address);
  const list = (await app.inject({ method: "GET", url: "/api/dev/mail" })).json<{ to: string }[]>();
  return list.filter((mail) => mail.to.includes(address)).length;
}

describe("the unread-message mail", () => {
  it("a message unread for 15 minutes is mailed once per conversation, as a notice without its text", async () => {
    const { expert, taxpayer, connection } = await introducedPair(app);
    await sendText(app, expert, connection.id, "The secret refund figure is 4,210");
    await sendText(app, expert, connection.id, "and a second line");
    // One check waits for the pair, 15 minutes out, however many messages came.
    const checks = (await waitingChecks(app)).filter((check) => check.data.connectionId === connection.id);
    expect(checks).toHaveLength(1);
    expect(checks[0]?.data.side).toBe("taxpayer");
    expect(checks[0]?.dueIn).toBeGreaterThan(waitMs / 1000 - 60);
    expect(await latestMailTo(app, taxpayer.email)).toBeNull();

    await runChecksAfter(waitMs + 1000);
    const mail = await latestMailTo(app, taxpayer.email);
    expect(mail?.subject).toBe("You have unread messages on Taxlane");
    expect(mail?.text).toContain("/user/messages");
    expect(mail?.text).not.toContain("4,210");
    expect(mail?.text).not.toContain("second line");
    expect(await mailsTo(taxpayer.email)).toBe(1);
    // The sender was not mailed about their own messages.
    expect((await latestMailTo(app, expert.email))?.subject).toBe("New request for a quote");
    expect((await waitingChecks(app)).some((check) => check.data.connectionId === connection.id)).toBe(false);

    // A later message starts a new wait and, still unread, a new mail; the professional's link is theirs.
    await sendText(app, taxpayer, connection.id, "Thanks, see attached soon");
    await runChecksAfter(waitMs + 1000);
    expect((await latestMailTo(app, expert.email))?.text).toContain("/expert/messages");
    expect(await mailsTo(taxpayer.email)).toBe(1);
  });

  it("a message read within the 15 minutes is not mailed", async () => {
    const { expert, taxpayer, connection } = await introducedPair(app);
    const message = await sendText(app, expert, connection.id, "Quick question");
    const marked = await app.inject({
      method: "POST",
      url: "/api/Chat/MarkChatRead",
      headers: bearer(taxpayer),
      payload: { connectionId: connection.id, upToSequence: message.sequence },
    });
    expect(marked.statusCode).toBe(200);
    await runChecksAfter(waitMs + 1000);
    expect(await latestMailTo(app, taxpayer.email)).toBeNull();
  });

  it("a check that runs early waits again for the rest of the 15 minutes", async () => {
    const { expert, taxpayer, connection } = await introducedPair(app);
    await sendText(app, expert, connection.id, "Are you there?");
    clock.advance(5 * 60_000);
    await makeChecksDue(app);
    // The check ran, found the message 5 minutes old and queued itself for the 10 left.
    for (let waited = 0; waited < 10_000; waited += 50) {
      const [check] = (await waitingChecks(app)).filter((row) => row.data.connectionId === connection.id);
      if (check && check.dueIn > 60) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [check] = (await waitingChecks(app)).filter((row) => row.data.connectionId === connection.id);
    expect(check?.dueIn).toBeGreaterThan(9 * 60);
    expect(check?.dueIn).toBeLessThanOrEqual(10 * 60);
    expect(await latestMailTo(app, taxpayer.email)).toBeNull();
    await runChecksAfter(10 * 60_000);
    expect((await latestMailTo(app, taxpayer.email))?.text).toContain("/user/messages");
  });

  it("is written in the language of the person it goes to", async () => {
    const { expert, taxpayer, connection } = await introducedPair(app);
    const chosen = await app.inject({
      method: "POST",
      url: "/api/User/SetLanguage",
      headers: bearer(taxpayer),
      payload: { language: "es" },
    });
    expect(chosen.statusCode).toBe(200);
    await sendText(app, expert, connection.id, "Hello");
    await runChecksAfter(waitMs + 1000);
    const mail = await latestMailTo(app, taxpayer.email);
    expect(mail?.subject).toBe("Tiene mensajes sin leer en Taxlane");
    expect(mail?.text).toContain("/user/messages");
  });
});
