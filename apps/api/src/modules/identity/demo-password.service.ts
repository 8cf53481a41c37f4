import { randomBytes } from "node:crypto";
import path from "node:path";
import { readOrCreateSecret, readSecret } from "../../lib/secrets";
import { demoEmailDomain, demoPassword } from "./demo-account-records";
import type { IdentityDeps } from "./identity.deps";
import { hashPassword, verifyPassword } from "./passwords";
import { resetTokensRepository } from "./reset-tokens.repository";
import { usersRepository } from "./users.repository";

/** What the demo accounts sign in with after this start. */
export type DemoPasswordOutcome =
  /** There are no demo accounts, or none on a password this server knows (their owners chose theirs). */
  | { kind: "none" }
  /** The README's password: only ever on a private server. */
  | { kind: "published" }
  /** The password generated for this data folder; `rotated` accounts were moved to it on this start. */
  | { kind: "generated"; password: string; file: string; rotated: number };

type DemoAccountPassword = Awaited<ReturnType<typeof usersRepository.listPasswordsAtDomain>>[number];

/** The file holding the generated demo password, next to the generated keys. */
export function demoPasswordFile(keysFolder: string): string {
  return path.join(keysFolder, "demo-password");
}

/**
 * Keeps the published demo password off any server reachable from elsewhere or run in production:
 * there, on every start, the demo accounts still holding it move in one transaction to a password
 * generated once for this data folder, and their sessions, reset links and reset codes end.
 * Owners who chose their own password keep it.
 */
export function createDemoPasswordService(deps: Pick<IdentityDeps, "db" | "clock" | "sessions" | "codes">) {
  const { db, clock, sessions, codes } = deps;

  /** Those of `accounts` still on the published password; seeded ones share a hash, checked once. */
  async function holdingPublished(accounts: DemoAccountPassword[]) {
    const verdicts = new Map<string, Promise<boolean>>();
    for (const { passwordHash } of accounts) {
      if (!verdicts.has(passwordHash)) verdicts.set(passwordHash, verifyPassword(demoPassword, passwordHash));
    }
    const held = await Promise.all(accounts.map((account) => verdicts.get(account.passwordHash)));
    return accounts.filter((_, index) => held[index]);
  }

  return {
    async settle(options: { isPrivate: boolean; keysFolder: string }): Promise<DemoPasswordOutcome> {
      const accounts = await usersRepository.listPasswordsAtDomain(db, demoEmailDomain);
      if (accounts.length === 0) return { kind: "none" };
      const file = demoPasswordFile(options.keysFolder);
      if (options.isPrivate) {
        if ((await holdingPublished(accounts)).length > 0) return { kind: "published" };
        // A start that was not private moved them to the kept password, and a private one never moves them back.
        const kept = await readSecret(file);
        return kept === undefined
          ? { kind: "none" }
          : { kind: "generated", password: kept, file, rotated: 0 };
      }
      const password = await readOrCreateSecret(file, () => randomBytes(18).toString("base64url"));
      const rotated = await db.transaction(async (tx) => {
        const holders = await holdingPublished(
          await usersRepository.listPasswordsAtDomain(tx, demoEmailDomain),
        );
        if (holders.length === 0) return 0;
        const now = clock.now();
        const ids = holders.map((account) => account.id);
        await usersRepository.setPasswordHash(tx, ids, await hashPassword(password));
        for (const account of holders) {
          await resetTokensRepository.useAllForUser(tx, account.id, now);
          await codes.voidCode(account.email, "reset", tx);
          await sessions.endAllForUser(account.id, undefined, tx);
        }
        return holders.length;
      });
      return { kind: "generated", password, file, rotated };
    },
  };
}

export type DemoPasswordService = ReturnType<typeof createDemoPasswordService>;
