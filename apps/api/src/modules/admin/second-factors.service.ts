import { type AdminSecondFactors, type ResetSecondFactorsRequest, RoleId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { forbidden, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import { plainMail } from "../../plugins/mail/plain-mail";
import { auditRecords } from "../audit";
import { type FactorStanding, peopleRecords, type SessionsService, secondFactorRecords } from "../identity";

const accountNotFound = () => notFound(t("admin.accountNotFound"));

/** Each role's security page in the web app, where a new app or passkey is added. */
const securityPages: Readonly<Record<number, string>> = {
  [RoleId.taxpayer]: "/user/security",
  [RoleId.expert]: "/expert/security",
  [RoleId.admin]: "/admin/security",
};

/** The standing as the console shows it: dates and counts, never a secret or a credential id. */
const asAdminView = (standing: FactorStanding, lastResetAt: Date | null): AdminSecondFactors => ({
  authenticatorApp: standing.authenticatorApp && {
    addedAt: standing.authenticatorApp.addedAt.toISOString(),
    lastUsedAt: standing.authenticatorApp.lastUsedAt?.toISOString() ?? null,
  },
  passkeys: standing.passkeys.map((passkey) => ({
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  })),
  recoveryCodesLeft: standing.recoveryCodesLeft,
  emailCodes: standing.emailCodes,
  required: standing.required,
  dueAt: standing.dueAt?.toISOString() ?? null,
  lastResetAt: lastResetAt?.toISOString() ?? null,
});

/**
 * The operator's view and reset of one person's second factors, for a person who lost their phone or
 * passkey and proved who they are through a support request. A reset takes everything at once (a
 * partial one would leave a lost device working) and ends every session, so whoever holds the lost
 * device is signed out too.
 */
export function createSecondFactorsAdminService(deps: {
  db: Database;
  clock: Clock;
  mail: MailOutbox;
  sessions: Pick<SessionsService, "endAllForUser">;
  /** Where people reach the web app; the mail links to the security settings. */
  publicUrl: string;
  /** Where a person who did not ask for the reset writes. */
  supportEmail: string;
}) {
  const { db, clock, mail, sessions, publicUrl, supportEmail } = deps;

  async function lastResetAt(userId: number): Promise<Date | null> {
    const [entry] = await auditRecords.search(db, {
      action: "admin.factors-reset",
      subjectUserId: userId,
      limit: 1,
    });
    return entry?.at ?? null;
  }

  function resetMail(standing: FactorStanding, reference: string) {
    const url = `${publicUrl}${securityPages[standing.roleId] ?? "/login"}`;
    return plainMail(standing.email, t("security.factorsResetSubject"), [
      t("security.factorsResetText", { reference }),
      standing.required
        ? t("security.factorsResetNextRequired", { url })
        : t("security.factorsResetNextOptional", { url }),
      t("security.factorsResetNotYou", { supportEmail }),
    ]);
  }

  return {
    async view(operator: Principal, userId: number, from: string): Promise<AdminSecondFactors> {
      const standing = await secondFactorRecords.standing(db, userId);
      if (!standing) throw accountNotFound();
      const view = asAdminView(standing, await lastResetAt(userId));
      await auditRecords.record(db, {
        at: clock.now(),
        actor: operator,
        action: "admin.factors-viewed",
        subjectUserId: userId,
        subject: `user:${userId}`,
        from,
      });
      return view;
    },

    async reset(
      operator: Principal,
      { userId, supportReference }: ResetSecondFactorsRequest,
      from: string,
    ): Promise<void> {
      // An operator who lost their own factors asks another: nobody vouches for themselves.
      if (userId === operator.userId) throw forbidden(t("admin.cannotResetOwnFactors"));
      await db.transaction(async (tx) => {
        const standing = await secondFactorRecords.standing(tx, userId);
        if (!standing) throw accountNotFound();
        const now = clock.now();
        await secondFactorRecords.removeAll(tx, userId);
        // Their next sign-in (password and e-mailed code) must add a new app or passkey before anything else.
        if (standing.required) await secondFactorRecords.setDueAt(tx, userId, now);
        await sessions.endAllForUser(userId, undefined, tx);
        await auditRecords.record(tx, {
          at: now,
          actor: operator,
          action: "admin.factors-reset",
          subjectUserId: userId,
          subject: `user:${userId}`,
          from,
          detail: {
            supportReference,
            authenticatorApp: standing.authenticatorApp !== null,
            passkeys: standing.passkeys.length,
            recoveryCodesLeft: standing.recoveryCodesLeft,
          },
        });
        // In the person's language, not the operator's: it is their account.
        const message = await peopleRecords.inTheirLanguage(tx, userId, () =>
          resetMail(standing, supportReference),
        );
        await mail.enqueue(tx, message);
      });
    },
  };
}

export type SecondFactorsAdminService = ReturnType<typeof createSecondFactorsAdminService>;
