import { CHAT_UNREAD_MAIL_AFTER_MINUTES, type SignatureRequest } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { booked, clientOf, decide } from "../../../test/appointments";
import { channelListeners, startChannelFakes } from "../../../test/channel-listeners";
import {
  dropWaitingChecksAfterAll,
  introducedPair,
  makeChecksDue,
  sendText,
  unreadMailQueueOf,
} from "../../../test/chat";
import { requestDocument } from "../../../test/documents";
import { bearer } from "../../../test/factories";
import { acknowledge, jobInForReview, recordFiling } from "../../../test/filings";
import { createExpert, startedJob } from "../../../test/marketplace";
import { generatedPdf } from "../../../test/signed-pdfs";
import { createTestApp } from "../../../test/test-app";
import { multipart } from "../../../test/uploads";
import { fixedClock } from "../../lib/clock";

const fakes = await startChannelFakes();
// Monday 2 March 2026, 10:00 in New York: outside anyone's quiet hours.
const clock = fixedClock(new Date("2026-03-02T15:00:00Z"));
const { app } = await createTestApp({ ...fakes.settings, AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
dropWaitingChecksAfterAll(() => app);
const { listening } = channelListeners(app, fakes);

/** The words a push or a text of each kind says: a title by kind, never the notice's own. */
const titles = {
  messages: "You have a new message in Taxlane",
  todo: "You have something new to do in Taxlane",
  signatures: "A signature is asked of you",
  "filing-rejected": "A filing needs your attention",
  "appointment-decisions": "An appointment was answered",
} as const;

const textOf = (kind: keyof typeof titles, path: string) => `${titles[kind]} http://localhost:3000${path}`;

describe("each kind's notices go by push and text as the person chose", () => {
  it("a new message: once it has waited unread, not while push and text are off", async () => {
    const { expert, taxpayer, connection } = await introducedPair(app);
    const person = await listening(taxpayer);
    await person.choose("messages", true);
    const unreadCheck = async () => {
      clock.advance(CHAT_UNREAD_MAIL_AFTER_MINUTES * 60_000 + 1000);
      await makeChecksDue(app);
      await app.services.jobs.drain([unreadMailQueueOf(app)]);
    };
    await sendText(app, expert, connection.id, "Your refund is $4,210");
    expect((await person.heard()).pushes).toEqual([]);
    await unreadCheck();
    expect(await person.heard()).toEqual({
      pushes: [{ title: titles.messages, path: "/user/messages" }],
      texts: [textOf("messages", "/user/messages")],
    });

    await person.choose("messages", false);
    await sendText(app, expert, connection.id, "Another line");
    await unreadCheck();
    expect(await person.heard()).toMatchObject({ pushes: { length: 1 }, texts: { length: 1 } });
  });

  it("a to-do item: a document asked for", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const person = await listening(taxpayer);
    await person.choose("todo", true);
    const asked = await requestDocument(app, expert, { quoteId, title: "W-2 from Acme, $88,000" });
    expect(asked.statusCode).toBe(200);
    const path = `/user/tax_preparation/${quoteId}`;
    expect(await person.heard()).toEqual({
      pushes: [{ title: titles.todo, path }],
      texts: [textOf("todo", path)],
    });

    await person.choose("todo", false);
    await requestDocument(app, expert, { quoteId, title: "1099-INT" });
    expect(await person.heard()).toMatchObject({ pushes: { length: 1 }, texts: { length: 1 } });
  });

  it("a signature asked for: a request sent to the taxpayer", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const person = await listening(taxpayer);
    const send = async () => {
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
      const sent = await app.inject({
        method: "POST",
        url: "/api/Accountant/SendSignatureRequest",
        headers: bearer(expert),
        payload: {
          requestId: draft.json<SignatureRequest>().id,
          identityRequired: false,
          signers: [{ role: "taxpayer" }],
          fields: [{ kind: "signature", page: 1, x: 72, y: 100, width: 200, height: 40, signer: 0 }],
        },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    };
    await person.choose("signatures", true);
    await send();
    const path = `/user/tax_preparation/${quoteId}`;
    expect(await person.heard()).toEqual({
      pushes: [{ title: titles.signatures, path }],
      texts: [textOf("signatures", path)],
    });

    await person.choose("signatures", false);
    await send();
    expect(await person.heard()).toMatchObject({ pushes: { length: 1 }, texts: { length: 1 } });
  });

  it("a rejected filing: the IRS's rejection while on, not once off", async () => {
    const job = await jobInForReview(app);
    const person = await listening(job.taxpayer);
    const fileAndReject = async () => {
      const { filings } = await recordFiling(app, job.expert, job.quoteId);
      const open = filings.find(
        (filing) => filing.jurisdiction === "federal" && filing.status === "submitted",
      );
      await acknowledge(app, job.expert, open?.id ?? 0, "IND-031-04");
    };
    await person.choose("filing-rejected", true);
    await fileAndReject();
    const heard = await person.heard();
    expect(heard.pushes).toEqual([
      { title: titles["filing-rejected"], path: expect.stringContaining(`/${job.quoteId}`) },
    ]);
    expect(heard.texts).toEqual([expect.stringContaining(titles["filing-rejected"])]);
    for (const secret of ["IND-031-04", "rejected"]) expect(JSON.stringify(heard)).not.toContain(secret);

    await person.choose("filing-rejected", false);
    await fileAndReject();
    expect(await person.heard()).toMatchObject({ pushes: { length: 1 }, texts: { length: 1 } });
  });

  it("an appointment's answer: approved while on, declined once off", async () => {
    const expert = await createExpert(app);
    const { taxpayer, quoteId } = await clientOf(app, expert);
    const person = await listening(taxpayer);
    await person.choose("appointment-decisions", true);
    const first = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-03", time: 10 });
    expect((await decide(app, expert, "accountant/ApproveAppointment", first)).statusCode).toBe(200);
    const path = `/user/tax_preparation/${quoteId}`;
    expect(await person.heard()).toEqual({
      pushes: [{ title: titles["appointment-decisions"], path }],
      texts: [textOf("appointment-decisions", path)],
    });

    await person.choose("appointment-decisions", false);
    const second = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-04", time: 10 });
    expect((await decide(app, expert, "accountant/RejectAppointment", second)).statusCode).toBe(200);
    expect(await person.heard()).toMatchObject({ pushes: { length: 1 }, texts: { length: 1 } });
  });
});
