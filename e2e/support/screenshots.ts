import path from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { apiSignIn, bearer, demo, demoExpertToken, useToken } from "./accounts";

// What the screenshot specs share: where the pictures go, the widths, the demo sessions and appointments.

export const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs/screenshots");
export const widths = [1440, 390] as const;

export type Session = "taxpayer" | "expert";

/** The demo taxpayer's job with the demo expert. */
export const DEMO_JOB = 7;

export async function zonedPage(
  browser: Browser,
  token: string,
  timezoneId: string,
  width: number,
): Promise<Page> {
  const context = await browser.newContext({ timezoneId, viewport: viewport(width) });
  const page = await context.newPage();
  await useToken(page, token);
  return page;
}

/**
 * The day of the demo taxpayer's approved appointment with the demo expert; without one (an older
 * seed), a day a few days out on which one is booked and approved and another requested.
 */
export async function demoAppointments(
  request: APIRequestContext,
  taxpayer: string,
  expert: string,
): Promise<string> {
  const listed = (await (
    await request.get("/api/taxpayer/GetAppointments", { headers: bearer(taxpayer) })
  ).json()) as { status: string; date: string; startsAt: string }[];
  // The demo world has an approved video call a few working days out.
  const seeded = listed.find(
    (appointment) => appointment.status === "approved" && Date.parse(appointment.startsAt) > Date.now(),
  );
  if (seeded !== undefined) return seeded.date.slice(0, 10);
  const job = (await (
    await request.get(`/api/TaxPreparation/GetTaxPreparation?quoteId=${DEMO_JOB}`, {
      headers: bearer(taxpayer),
    })
  ).json()) as { accountant: { id: number } };
  for (let ahead = 3; ahead < 20; ahead += 1) {
    const day = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const answer = await request.get(
      `/api/taxpayer/GetAccountantAvailableSlots?accountantId=${job.accountant.id}&date=${day}`,
      { headers: bearer(taxpayer) },
    );
    const { slots } = (await answer.json()) as { slots: { time: number }[] };
    if (slots.length < 6) continue;
    const booked = async (time: number, comment: string) => {
      const made = await request.post("/api/taxpayer/makeAppointment", {
        headers: bearer(taxpayer),
        data: { quoteId: DEMO_JOB, appointmentTypeId: 3, additionalComments: comment, dateTime: day, time },
      });
      return made.ok() ? ((await made.json()) as { id: number }).id : null;
    };
    const approved = await booked(slots[0]?.time ?? 9, "Going over last year's return.");
    if (approved !== null) {
      await request.post(`/api/accountant/ApproveAppointment?appointmentId=${approved}`, {
        headers: bearer(expert),
      });
    }
    await booked(slots[2]?.time ?? 11, "A question about my rental's expenses.");
    return day;
  }
  throw new Error("The demo expert has no free day in the next weeks");
}

// One demo taxpayer sign-in per worker; the demo expert's token is shared by the whole run.
let taxpayerToken: Promise<string> | undefined;

export function tokenFor(session: Session, request: APIRequestContext): Promise<string> {
  if (session === "expert") return demoExpertToken(request);
  taxpayerToken ??= apiSignIn(request, demo.taxpayer, demo.password);
  return taxpayerToken;
}

export const viewport = (width: number) => ({ width, height: width > 800 ? 900 : 844 });
/** Saves the page's picture, and fails when the page is wider than the window (it would scroll sideways). */
export async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.screenshot({
    path: path.join(folder, `${name}-${width}.png`),
    fullPage: true,
    animations: "disabled",
  });
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, `${name} is wider than a ${width} px window`).toBeLessThanOrEqual(width);
}
