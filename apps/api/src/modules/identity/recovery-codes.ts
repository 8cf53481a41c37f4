import { createHmac, randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { recoveryCodesRepository } from "./recovery-codes.repository";

// Letters and digits a person can read back without mistaking one for another (no 0/O, 1/I/L).
const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** One code as shown: 12 characters in three groups, about 59 bits of chance. */
function newCode(): string {
  const characters = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join("");
  return `${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8)}`;
}

export interface RecoveryCodes {
  /** Ten new codes for the person, replacing any before; the codes are returned this once. */
  issue(executor: Executor, userId: number): Promise<string[]>;
  /** Ten codes only if the person has none left: the first factor added gets them. Empty otherwise. */
  issueIfNone(executor: Executor, userId: number): Promise<string[]>;
  /** Spends one code (as typed, already normalised by the contract); false when wrong or already used. */
  spend(executor: Executor, userId: number, code: string): Promise<boolean>;
  left(executor: Executor, userId: number): Promise<number>;
}

/**
 * One-time recovery codes, stored as keyed hashes (the codes are random, so a keyed hash is enough and
 * a lost database does not give them away without the key).
 */
export function createRecoveryCodes(key: string, clock: Clock): RecoveryCodes {
  const hashOf = (code: string) =>
    createHmac("sha256", key)
      .update(code.replace(/[\s-]+/g, "").toUpperCase())
      .digest("base64url");

  async function issue(executor: Executor, userId: number) {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
    await recoveryCodesRepository.replaceAll(executor, userId, codes.map(hashOf), clock.now());
    return codes;
  }

  return {
    issue,
    async issueIfNone(executor, userId) {
      const left = await recoveryCodesRepository.countUnused(executor, userId);
      return left > 0 ? [] : issue(executor, userId);
    },
    spend: (executor, userId, code) =>
      recoveryCodesRepository.spend(executor, userId, hashOf(code), clock.now()),
    left: (executor, userId) => recoveryCodesRepository.countUnused(executor, userId),
  };
}
