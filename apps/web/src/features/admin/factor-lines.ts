import { type AdminSecondFactors, RECOVERY_CODE_COUNT } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { dateText } from "../../lib/format";

const usedText = (lastUsedAt: string | null) =>
  lastUsedAt === null ? t("admin.neverUsed") : t("admin.lastUsed", { date: dateText(lastUsedAt) });

/**
 * A person's factors in words, one line each, as an operator reads them on a support call:
 * "Authenticator app, added Dec 3, 2026, last used Dec 5, 2026", "7 of 10 recovery codes left".
 */
export function factorLines(factors: AdminSecondFactors, now: Date = new Date()): string[] {
  const app = factors.authenticatorApp;
  const lines = [
    app === null
      ? t("admin.noAuthenticatorApp")
      : t("admin.authenticatorAppLine", { added: dateText(app.addedAt), used: usedText(app.lastUsedAt) }),
    ...(factors.passkeys.length === 0
      ? [t("admin.noPasskeys")]
      : factors.passkeys.map((passkey) =>
          t("admin.passkeyLine", {
            name: passkey.name,
            added: dateText(passkey.createdAt),
            used: usedText(passkey.lastUsedAt),
          }),
        )),
    t("admin.recoveryCodesLeft", { left: factors.recoveryCodesLeft, total: RECOVERY_CODE_COUNT }),
    factors.emailCodes ? t("admin.emailCodesOn") : t("admin.emailCodesOff"),
  ];
  const standing = dueLine(factors, now);
  if (standing !== null) lines.push(standing);
  lines.push(
    factors.lastResetAt === null
      ? t("admin.neverReset")
      : t("admin.lastResetAt", { date: dateText(factors.lastResetAt) }),
  );
  return lines;
}

/** Where the person stands with the app or passkey their role asks for; null once they hold one. */
function dueLine(factors: AdminSecondFactors, now: Date): string | null {
  if (!factors.required) return t("admin.factorOptional");
  if (factors.authenticatorApp !== null || factors.passkeys.length > 0) return null;
  if (factors.dueAt === null) return t("admin.factorGraceNotStarted");
  const date = dateText(factors.dueAt);
  return Date.parse(factors.dueAt) > now.getTime()
    ? t("admin.factorDueBy", { date })
    : t("admin.factorOverdue", { date });
}
