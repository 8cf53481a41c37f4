import { describe, expect, it } from "vitest";
import { booked, calendarMailsTo, clientOf, decide, setTimeZone } from "../../../test/appointments";
import { appointmentsTestApp } from "../../../test/appointments-app";
import { callsAs, type TestUser } from "../../../test/factories";
import { createExpert } from "../../../test/marketplace";

const { app, dataDir, noticesOf } = await appointmentsTestApp();
const calls = callsAs(app);

async function speaks(user: TestUser, language: "en" | "es") {
  expect((await calls.post(user, "/User/SetLanguage", { language })).statusCode).toBe(200);
}

describe("appointment mail in each reader's language", async () => {
  const expert = await createExpert(app);
  const { taxpayer, quoteId } = await clientOf(app, expert);
  await setTimeZone(app, taxpayer, "America/Los_Angeles");
  await speaks(taxpayer, "es");

  it("confirms to a Spanish-speaking taxpayer in Spanish, invitation included, and to an English-speaking professional in English", async () => {
    const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-03", time: 10 });
    expect((await decide(app, expert, "accountant/ApproveAppointment", id)).statusCode).toBe(200);

    const notice = (await noticesOf(taxpayer)).body[0];
    expect(notice?.title).toBe("Cita confirmada");
    expect(notice?.description).toMatch(/^.+ confirmó su videollamada del martes, 3 de marzo de 2026, 7:30/);

    const [toTaxpayer] = await calendarMailsTo(app, dataDir, taxpayer.email);
    expect(toTaxpayer?.subject).toBe("Cita confirmada");
    expect(toTaxpayer?.text).toContain("Hola, ");
    expect(toTaxpayer?.text).toMatch(/martes, 3 de marzo de 2026, 7:30 a\.\s?m\. PST/);
    expect(toTaxpayer?.raw).toMatch(/SUMMARY:Videollamada con /);

    const [toExpert] = await calendarMailsTo(app, dataDir, expert.email);
    expect(toExpert?.subject).toMatch(/^Appointment confirmed: /);
    expect(toExpert?.text).toContain("Tuesday, March 3, 2026 at 10:30 AM EST");
    expect(toExpert?.raw).toMatch(/SUMMARY:Video chat with /);
  });

  it("tells a Spanish-speaking professional who cancels in Spanish, and the English-speaking client in English", async () => {
    await speaks(expert, "es");
    await speaks(taxpayer, "en");
    const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-04", time: 10 });
    expect((await decide(app, expert, "accountant/ApproveAppointment", id)).statusCode).toBe(200);
    expect((await decide(app, expert, "accountant/CancelAppointment", id)).statusCode).toBe(200);

    const cancellations = async (user: TestUser) =>
      (await calendarMailsTo(app, dataDir, user.email)).filter((mail) => mail.method === "CANCEL");
    const [toExpert] = await cancellations(expert);
    expect(toExpert?.subject).toBe("Cita cancelada");
    expect(toExpert?.text).toMatch(/Se canceló su videollamada con .+ del miércoles, 4 de marzo de 2026/);
    expect(toExpert?.raw).toMatch(/SUMMARY:Videollamada con /);
    const [toTaxpayer] = await cancellations(taxpayer);
    expect(toTaxpayer?.subject).toBe("Appointment cancelled");
    expect(toTaxpayer?.text).toContain("Wednesday, March 4, 2026 at 7:30 AM PST");
  });
});
