import type { PaymentSettings } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { auditRecords } from "../audit";
import type { PaymentsDeps } from "./payments.deps";
import { type PaymentSettingsRow, payoutsRepository } from "./payouts.repository";

/**
 * What a professional who never saved settings gets: the return is not held for payment, unpaid
 * invoices are reminded weekly, and a deposit is refunded when the taxpayer cancels.
 */
const defaultPaymentSettings: PaymentSettings = {
  releaseOnPayment: false,
  reminderEveryDays: 7,
  keepDepositOnCancel: false,
};

const settingsView = (row: PaymentSettingsRow | null): PaymentSettings =>
  row === null
    ? defaultPaymentSettings
    : {
        releaseOnPayment: row.releaseOnPayment,
        reminderEveryDays: row.reminderEveryDays,
        keepDepositOnCancel: row.keepDepositOnCancel,
      };

/**
 * Whether the professional keeps a paid deposit when the taxpayer cancels before work starts (the
 * default until saved): what a cancellation does and what the engagement letter says.
 */
export async function keepsDepositOnCancel(executor: Executor, expertUserId: number): Promise<boolean> {
  const row = await payoutsRepository.settingsOf(executor, expertUserId);
  return settingsView(row).keepDepositOnCancel;
}

/** The professional's payment settings: read (the defaults until saved) and saved, with an audit entry. */
export function createPaymentSettingsService({ db, clock }: Pick<PaymentsDeps, "db" | "clock">) {
  return {
    async get(caller: Principal): Promise<PaymentSettings> {
      return settingsView(await payoutsRepository.settingsOf(db, caller.userId));
    },

    async save(caller: Principal, input: PaymentSettings, from: string | null): Promise<PaymentSettings> {
      const saved = await db.transaction(async (tx) => {
        const now = clock.now();
        const row = await payoutsRepository.saveSettings(tx, {
          userId: caller.userId,
          ...input,
          updatedAt: now,
        });
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "payments.settings-saved",
          subjectUserId: caller.userId,
          subject: `user:${caller.userId}`,
          from,
          detail: { ...input },
        });
        return row;
      });
      return settingsView(saved);
    },
  };
}

export type PaymentSettingsService = ReturnType<typeof createPaymentSettingsService>;
