import type { PaymentSettings } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callsAs, createSignedInUser } from "../../../test/factories";
import { createExpert } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { auditEntries } from "../../db/schema";

const { app } = await createTestApp();
const { db } = app.services;
const { get, post } = callsAs(app);

const saved: PaymentSettings = { releaseOnPayment: true, reminderEveryDays: 14, keepDepositOnCancel: true };

async function lastAudit(userId: number) {
  const [row] = await db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, "payments.settings-saved"), eq(auditEntries.actorUserId, userId)))
    .orderBy(desc(auditEntries.id))
    .limit(1);
  return row;
}

describe("a professional's payment settings", () => {
  it("are the defaults until saved: nothing held for payment, weekly reminders, deposits refunded", async () => {
    const expert = await createExpert(app);
    const response = await get(expert, "/Accountant/PaymentSettings");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      releaseOnPayment: false,
      reminderEveryDays: 7,
      keepDepositOnCancel: false,
    });
  });

  it("are saved, read back, kept apart from another professional's, and the change is audited", async () => {
    const expert = await createExpert(app);
    const other = await createExpert(app);
    const response = await post(expert, "/Accountant/SavePaymentSettings", saved);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(saved);
    expect((await get(expert, "/Accountant/PaymentSettings")).json()).toEqual(saved);
    expect((await get(other, "/Accountant/PaymentSettings")).json()).toMatchObject({ reminderEveryDays: 7 });
    expect(await lastAudit(expert.id)).toMatchObject({
      subjectUserId: expert.id,
      subject: `user:${expert.id}`,
      detail: saved,
    });

    const never = { ...saved, reminderEveryDays: 0 };
    expect((await post(expert, "/Accountant/SavePaymentSettings", never)).json()).toEqual(never);
    expect((await get(expert, "/Accountant/PaymentSettings")).json()).toEqual(never);
  });

  it("refuses a reminder cadence other than never, 3, 7 or 14 days, on its field", async () => {
    const expert = await createExpert(app);
    const response = await post(expert, "/Accountant/SavePaymentSettings", {
      ...saved,
      reminderEveryDays: 5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorMessage: t("paymentRules.reminderDaysInvalid"),
      errors: [{ field: "reminderEveryDays" }],
    });
    expect((await get(expert, "/Accountant/PaymentSettings")).json()).toMatchObject({ reminderEveryDays: 7 });
    expect(await lastAudit(expert.id)).toBeUndefined();
  });

  it("are the professional's alone", async () => {
    const taxpayer = await createSignedInUser(app, 1);
    expect((await get(taxpayer, "/Accountant/PaymentSettings")).statusCode).toBe(403);
    expect((await post(taxpayer, "/Accountant/SavePaymentSettings", saved)).statusCode).toBe(403);
  });
});
