import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { users } from "../src/db/schema";
import { bearer, createSignedInUser, type TestUser } from "./factories";
import { mailSent } from "./mailbox";
import { invitationKey, postIndividualRequest, postQuery, sendQuote } from "./marketplace";

/**
 * A new taxpayer whose request reached `expert` through their invitation link, with the expert's quote
 * chosen and, unless `confirm` is false, confirmed (a job began). Answers the taxpayer and the quote.
 */
export async function clientOf(app: FastifyInstance, expert: TestUser, { confirm = true } = {}) {
  const taxpayer = await createSignedInUser(app, 1);
  const requestId = await postIndividualRequest(app, taxpayer, {
    invitationkey: await invitationKey(app, expert),
  });
  const sent = await sendQuote(app, expert, { taxPreparationId: String(requestId), price: "350" });
  const { quoteId } = sent.json<{ quoteId: number }>();
  const steps: [TestUser, string][] = [[taxpayer, "Taxpayer/ChooseAccountant"]];
  if (confirm) steps.push([expert, "Accountant/ConfirmQuote"]);
  for (const [user, call] of steps) {
    const response = await postQuery(app, user, call, { quoteId });
    if (response.statusCode !== 200) throw new Error(`${call}: ${response.body}`);
  }
  return { taxpayer, quoteId };
}

/** Sets a person's time zone as registration would have stored it. */
export async function setTimeZone(app: FastifyInstance, user: TestUser, timeZone: string): Promise<void> {
  await app.services.db.update(users).set({ timeZone }).where(eq(users.id, user.id));
}

export interface Booking {
  quoteId: number;
  appointmentTypeId?: number;
  additionalComments?: string | null;
  dateTime: string;
  time: number;
}

export function book(app: FastifyInstance, taxpayer: TestUser, booking: Booking) {
  return app.inject({
    method: "POST",
    url: "/api/taxpayer/makeAppointment",
    headers: bearer(taxpayer),
    payload: { appointmentTypeId: 3, ...booking },
  });
}

/** Books and answers the appointment's id (throws on a refusal). */
export async function booked(app: FastifyInstance, taxpayer: TestUser, booking: Booking): Promise<number> {
  const response = await book(app, taxpayer, booking);
  if (response.statusCode !== 200) throw new Error(`booking refused: ${response.body}`);
  return response.json<{ id: number }>().id;
}

export function decide(
  app: FastifyInstance,
  user: TestUser,
  call: string,
  appointmentId: number,
  body?: Record<string, unknown>,
) {
  return app.inject({
    method: "POST",
    url: `/api/${call}?appointmentId=${appointmentId}`,
    headers: bearer(user),
    ...(body ? { payload: body } : {}),
  });
}

/** One calendar part of a sent message, parsed back with ical.js. */
export interface CalendarMail {
  to: string;
  subject: string;
  text: string;
  method: string;
  uid: string;
  sequence: number;
  start: string;
  end: string;
  status: string;
  raw: string;
}

/** Every message written to the app's mailbox (`$DATA_DIR/mail/*.eml`) to `address` with a calendar part. */
export async function calendarMailsTo(
  app: FastifyInstance,
  dataDir: string,
  address: string,
): Promise<CalendarMail[]> {
  await mailSent(app);
  const folder = path.join(dataDir, "mail");
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith(".eml")).sort();
  const found: CalendarMail[] = [];
  for (const name of names) {
    const parsed = await simpleParser(await readFile(path.join(folder, name)));
    const to = Array.isArray(parsed.to)
      ? parsed.to.map((entry) => entry.text).join(", ")
      : (parsed.to?.text ?? "");
    if (!to.toLowerCase().includes(address.toLowerCase())) continue;
    const part = parsed.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
    if (!part) continue;
    const raw = part.content.toString("utf8");
    const calendar = new ICAL.Component(ICAL.parse(raw));
    const vevent = calendar.getFirstSubcomponent("vevent");
    if (!vevent) throw new Error(`no event in ${name}`);
    const event = new ICAL.Event(vevent);
    found.push({
      to,
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      method: String(calendar.getFirstPropertyValue("method")),
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: String(vevent.getFirstPropertyValue("status")),
      raw,
    });
  }
  return found;
}

/** The events of an iCalendar text, parsed with ical.js. */
export function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: String(vevent.getFirstPropertyValue("status")),
    };
  });
}
