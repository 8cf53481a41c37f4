import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { PhoneStart, PhoneStatus } from "@taxlane/contract";
import { type Language, t } from "@taxlane/contract/i18n";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { AppError, fieldError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { inLanguage } from "../../lib/language-scope";
import { peopleRecords } from "../identity";
import { toE164 } from "./phone-number";
import { type PhoneRow, textsRepository } from "./texts.repository";

/** A code's life, its wrong tries, and how often codes may be sent. */
const PHONE_CODE = { ttlMs: 10 * 60_000, maxTries: 5, resendAfterMs: 60_000, perDay: 5 } as const;

/**
 * A person's number for texts: consent recorded with the words shown, then a 6-digit code (kept as
 * an HMAC, 10 minutes, 5 wrong tries lock it) proves the number is theirs.
 */
export function createPhoneService(deps: {
  db: Database;
  clock: Clock;
  secret: string;
  /** Queues the code's text in the transaction, to go at once (a code waits for no quiet hours). */
  queueCode: (tx: Executor, userId: number, phone: string, body: string) => Promise<void>;
}) {
  const { db, clock, secret } = deps;
  const hash = (userId: number, code: string) =>
    createHmac("sha256", secret).update(`phone-code:${userId}:${code}`).digest("base64url");

  async function status(userId: number): Promise<PhoneStatus> {
    const row = await textsRepository.phoneOf(db, userId);
    if (!row) return { phone: null, verified: false, stopped: false, codePending: false };
    return {
      phone: row.phone,
      verified: row.verifiedAt !== null,
      stopped: await textsRepository.isStopped(db, row.phone),
      codePending: row.codeHash !== null && row.verifiedAt === null,
    };
  }

  function checkResend(row: PhoneRow | null, now: Date, day: string): number {
    if (!row || row.codesDay !== day) return 0;
    if (row.codeSentAt && now.getTime() - row.codeSentAt.getTime() < PHONE_CODE.resendAfterMs) {
      throw new AppError("RATE_LIMITED", t("channels.resendTooSoon"));
    }
    if (row.codesSentThatDay >= PHONE_CODE.perDay)
      throw new AppError("RATE_LIMITED", t("channels.resendTooMany"));
    return row.codesSentThatDay;
  }

  return {
    status: (caller: Principal) => status(caller.userId),

    /** `pageLanguage`: the language of the page whose consent words the person ticked. */
    async start(caller: Principal, input: PhoneStart, pageLanguage: Language): Promise<PhoneStatus> {
      const phone = toE164(input.phone);
      if (!phone) throw fieldError("phone", t("channels.phoneInvalid"));
      const now = clock.now();
      const day = now.toISOString().slice(0, 10);
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await db.transaction(async (tx) => {
        const row = await textsRepository.phoneOf(tx, caller.userId);
        const sentToday = checkResend(row, now, day);
        await textsRepository.savePhone(tx, {
          userId: caller.userId,
          phone,
          verifiedAt: null,
          codeHash: hash(caller.userId, code),
          codeExpiresAt: new Date(now.getTime() + PHONE_CODE.ttlMs),
          codeTries: 0,
          codeSentAt: now,
          codesDay: day,
          codesSentThatDay: sentToday + 1,
          // The words the page showed beside the box the person ticked, kept as they read them.
          consentText: inLanguage(pageLanguage, () => t("channels.textConsent")),
          consentAt: now,
        });
        const text = await peopleRecords.inTheirLanguage(tx, caller.userId, () =>
          t("channels.verificationText", { code }),
        );
        await deps.queueCode(tx, caller.userId, phone, text);
      });
      return status(caller.userId);
    },

    async verify(caller: Principal, code: string): Promise<PhoneStatus> {
      const outcome = await db.transaction(async (tx) => {
        const row = await textsRepository.phoneOf(tx, caller.userId);
        if (!row?.codeHash || !row.codeExpiresAt || row.verifiedAt) return "none" as const;
        if (row.codeTries >= PHONE_CODE.maxTries) return "locked" as const;
        if (row.codeExpiresAt <= clock.now()) return "expired" as const;
        const given = Buffer.from(hash(caller.userId, code));
        if (given.length !== row.codeHash.length || !timingSafeEqual(given, Buffer.from(row.codeHash))) {
          await textsRepository.updatePhone(tx, caller.userId, { codeTries: row.codeTries + 1 });
          return row.codeTries + 1 >= PHONE_CODE.maxTries ? ("locked" as const) : ("wrong" as const);
        }
        await textsRepository.updatePhone(tx, caller.userId, {
          verifiedAt: clock.now(),
          codeHash: null,
          codeExpiresAt: null,
          codeTries: 0,
        });
        return "verified" as const;
      });
      if (outcome === "none") throw new AppError("CONFLICT", t("channels.noCodePending"));
      if (outcome === "locked") throw new AppError("RATE_LIMITED", t("channels.codeLocked"));
      if (outcome === "expired") throw fieldError("code", t("channels.codeExpired"));
      if (outcome === "wrong") throw fieldError("code", t("channels.codeWrong"));
      return status(caller.userId);
    },

    async remove(caller: Principal): Promise<PhoneStatus> {
      await textsRepository.removePhone(db, caller.userId);
      return status(caller.userId);
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
