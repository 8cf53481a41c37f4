/**
 * What the Security page says about factors and sessions, from the overview: which factors protect the
 * account, how long ago a device was seen, the secret grouped for typing, the recovery codes file.
 */
import type { SecondFactors } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { dateText } from "../../lib/format";
import { intlLocale } from "../../lib/language";
import { relativeTime } from "../../lib/relative-time";

/** "an authenticator app", "2 passkeys", "an authenticator app and a passkey"; null with neither. */
export function strongFactorsText(
  factors: Pick<SecondFactors, "authenticatorApp" | "passkeys">,
): string | null {
  const parts: string[] = [];
  if (factors.authenticatorApp !== null) parts.push(t("securityPage.factorApp"));
  if (factors.passkeys.length > 0) {
    parts.push(t("securityPage.factorPasskeys", { count: factors.passkeys.length }));
  }
  const [first, second] = parts;
  if (first === undefined) return null;
  return second === undefined ? first : t("securityPage.factorsJoined", { first, second });
}

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"; "" for an unreadable moment. */
export function relativeTimeText(date: string, now: number = Date.now()): string {
  return relativeTime(date, now, t("securityPage.justNow"));
}

/** When a factor was last used, in words: "2 hours ago" or "never". */
export function lastUsedText(lastUsedAt: string | null, now: number = Date.now()): string {
  return lastUsedAt === null ? t("securityPage.never") : relativeTimeText(lastUsedAt, now);
}

/** "Added Mar 4, 2026. Last used 2 days ago." */
export function addedText(
  key: "securityPage.appAdded" | "securityPage.passkeyAdded",
  factor: { addedAt?: string; createdAt?: string; lastUsedAt: string | null },
  now: number = Date.now(),
): string {
  const added = factor.addedAt ?? factor.createdAt ?? "";
  return t(key, { added: dateText(added), used: lastUsedText(factor.lastUsedAt, now) });
}

const dateTimeFormat = new Intl.DateTimeFormat(intlLocale(), { dateStyle: "medium", timeStyle: "short" });

/** "Mar 4, 2026, 3:05 PM" in the browser's zone; the text as it came when it is not a date. */
export function dateTimeText(date: string): string {
  const time = Date.parse(date);
  return Number.isNaN(time) ? date : dateTimeFormat.format(time);
}

/** "JBSW Y3DP EHPK 3PXP": the secret in groups of four, easier to read and type into an app. */
export function groupedSecret(secret: string): string {
  return (secret.replace(/\s+/g, "").match(/.{1,4}/g) ?? []).join(" ");
}

/** The recovery codes as a text file: a heading, each code on its line, and how they work. */
export function recoveryCodesFile(codes: readonly string[], email: string, now: Date = new Date()): string {
  return [
    t("securityPage.codesFileHeading", { email }),
    "",
    ...codes,
    "",
    t("securityPage.codesFileNote", { date: dateText(now.toISOString()) }),
    "",
  ].join("\n");
}

/** Codes at or under this count are "running low". */
export const FEW_RECOVERY_CODES = 3;
