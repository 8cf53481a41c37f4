import { type AnyColumn, and, count, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { qualified } from "../../db/qualified";
import { passkeys, recoveryCodes, totpFactors } from "../../db/schema";

/**
 * `hasStrongFactor` as SQL, for the person `userId` names in another statement: a confirmed
 * authenticator app or a passkey.
 */
export function holdsStrongFactor(userId: AnyColumn): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${totpFactors} where ${qualified(totpFactors.userId)} = ${qualified(userId)}
    and ${qualified(totpFactors.secretSealed)} is not null and ${qualified(totpFactors.confirmedAt)} is not null)
    or exists (select 1 from ${passkeys} where ${qualified(passkeys.userId)} = ${qualified(userId)}))`;
}

/** What a person has of each factor, without any secret: the summary every view starts from. */
export interface FactorHoldings {
  authenticatorApp: { addedAt: Date; lastUsedAt: Date | null } | null;
  passkeys: { id: number; name: string; createdAt: Date; lastUsedAt: Date | null }[];
  recoveryCodesLeft: number;
}

export const secondFactorsRepository = {
  async holdings(executor: Executor, userId: number): Promise<FactorHoldings> {
    const [app] = await executor
      .select({ addedAt: totpFactors.confirmedAt, lastUsedAt: totpFactors.lastUsedAt })
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.secretSealed)));
    const keys = await executor
      .select({
        id: passkeys.id,
        name: passkeys.name,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(passkeys.createdAt);
    const [codes] = await executor
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return {
      authenticatorApp: app?.addedAt ? { addedAt: app.addedAt, lastUsedAt: app.lastUsedAt } : null,
      passkeys: keys,
      recoveryCodesLeft: codes?.left ?? 0,
    };
  },

  /** An operator's reset: every app, passkey and recovery code of the person goes. */
  async removeAll(executor: Executor, userId: number): Promise<void> {
    await executor.delete(totpFactors).where(eq(totpFactors.userId, userId));
    await executor.delete(passkeys).where(eq(passkeys.userId, userId));
    await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  },
};

/** Whether the holdings include an authenticator app or a passkey. */
export const hasStrongFactor = (holdings: FactorHoldings) =>
  holdings.authenticatorApp !== null || holdings.passkeys.length > 0;
