import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { EMAIL_CODE_VALIDITY_MINUTES, MAX_WRONG_CODE_TRIES, validationTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { emailCodesRepository } from "./email-codes.repository";

export type CodePurpose = "sign-up" | "sign-in" | "reset" | "email-change";

const minute = 60_000;
const hour = 60 * minute;
const sendsPerHour = 5;

/** 'Insert valid code', on the field the request carried the code in. */
export const invalidCode = (field = "code") =>
  new AppError("VALIDATION_FAILED", validationTexts.invalidCode, [
    { field, message: validationTexts.invalidCode },
  ]);

export interface EmailCodesService {
  /**
   * Refuses (429) a send sooner than a minute after the last one, or past 5 in an hour, for the
   * address and purpose, and records this one. Applied whether or not the address has an account.
   */
  recordSend(email: string, purpose: CodePurpose): Promise<void>;
  /**
   * A new code for the address and purpose, replacing any earlier one; the caller queues its mail in
   * the same transaction.
   */
  issue(email: string, purpose: CodePurpose, executor: Executor): Promise<string>;
  /**
   * Checks a code; a wrong one counts against it and after 5 it is void. Throws 'Insert valid code'
   * for a wrong, expired, used or void code. Outside any transaction, so a failure stays counted.
   */
  verify(email: string, purpose: CodePurpose, code: string, field?: string): Promise<{ id: number }>;
  /**
   * Uses the code up, inside the caller's transaction; throws 'Insert valid code' when another
   * call used it first (two requests with one code at the same moment: only one goes on).
   */
  consume(codeId: number, executor: Executor, field?: string): Promise<void>;
  /** When the address's code for the purpose was made, while it can still be entered; null otherwise. */
  liveCodeSentAt(email: string, purpose: CodePurpose): Promise<Date | null>;
  /** Voids whatever code the address has for the purpose. */
  voidCode(email: string, purpose: CodePurpose, executor: Executor): Promise<void>;
}

export function createEmailCodesService(db: Database, clock: Clock, hashKey: string): EmailCodesService {
  const hash = (email: string, purpose: CodePurpose, code: string) =>
    createHmac("sha256", hashKey).update(`${purpose}:${email.toLowerCase()}:${code}`).digest("hex");

  return {
    async recordSend(email, purpose) {
      const now = clock.now();
      const address = email.toLowerCase();
      const sends = await emailCodesRepository.sendsSince(
        db,
        address,
        purpose,
        new Date(now.getTime() - hour),
      );
      const latest = Math.max(0, ...sends.map((sentAt) => sentAt.getTime()));
      const waitForMinute = latest + minute - now.getTime();
      if (waitForMinute > 0) {
        const seconds = Math.ceil(waitForMinute / 1000);
        throw new AppError(
          "RATE_LIMITED",
          t("identity.codeSentMomentsAgo", { seconds: String(seconds) }),
          undefined,
          {
            "Retry-After": String(seconds),
          },
        );
      }
      if (sends.length >= sendsPerHour) {
        const oldest = Math.min(...sends.map((sentAt) => sentAt.getTime()));
        const seconds = Math.max(1, Math.ceil((oldest + hour - now.getTime()) / 1000));
        throw new AppError(
          "RATE_LIMITED",
          t("identity.tooManyCodes", {
            count: String(sendsPerHour),
            minutes: String(Math.ceil(seconds / 60)),
          }),
          undefined,
          { "Retry-After": String(seconds) },
        );
      }
      await emailCodesRepository.recordSend(db, address, purpose, now);
    },

    async issue(email, purpose, executor) {
      const now = clock.now();
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await emailCodesRepository.replace(executor, {
        email: email.toLowerCase(),
        purpose,
        codeHash: hash(email, purpose, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_CODE_VALIDITY_MINUTES * minute),
      });
      return code;
    },

    async verify(email, purpose, code, field = "code") {
      const row = await emailCodesRepository.takeTry(db, {
        email: email.toLowerCase(),
        purpose,
        maxTries: MAX_WRONG_CODE_TRIES,
        now: clock.now(),
      });
      if (!row) throw invalidCode(field);
      const given = Buffer.from(hash(email, purpose, code), "hex");
      const expected = Buffer.from(row.codeHash, "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidCode(field);
      await emailCodesRepository.giveBackTry(db, row.id);
      return { id: row.id };
    },

    async consume(codeId, executor, field = "code") {
      if (!(await emailCodesRepository.consume(executor, codeId, clock.now()))) throw invalidCode(field);
    },

    liveCodeSentAt(email, purpose) {
      return emailCodesRepository.liveCreatedAt(db, {
        email: email.toLowerCase(),
        purpose,
        maxTries: MAX_WRONG_CODE_TRIES,
        now: clock.now(),
      });
    },

    async voidCode(email, purpose, executor) {
      await emailCodesRepository.consumeFor(executor, email.toLowerCase(), purpose, clock.now());
    },
  };
}
