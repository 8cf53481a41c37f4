import {
  type AccountantProfileDetails,
  placeText,
  type TaxPreparationTypeId,
  usStateName,
} from "@taxlane/contract";
import { profiles } from "@taxlane/contract/i18n/local/profiles";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { preparerTypeText } from "../../entities/profile";
import { intlLocale } from "../../lib/language";

/** The kinds of returns an expert takes, as a taxpayer reads it. */
export const servicesText: Record<TaxPreparationTypeId, string> = {
  1: profiles.individualReturns,
  2: profiles.businessReturns,
  3: profiles.individualAndBusiness,
};

export function credentialsText(verified: boolean): string {
  return verified ? profiles.credentialsVerified : profiles.notYetVerified;
}

/** "CPA in Austin, Texas". */
export function headlineText(
  profile: Pick<AccountantProfileDetails, "taxPreparerTypeId" | "city" | "state">,
) {
  const where = placeText(profile.city, usStateName(profile.state));
  const type = preparerTypeText(profile.taxPreparerTypeId);
  return where === "" ? type : formatPlain(profiles.typeInPlace, { type, place: where });
}

const monthYear = new Intl.DateTimeFormat(intlLocale(), { month: "long", year: "numeric", timeZone: "UTC" });
const dayMonthYear = new Intl.DateTimeFormat(intlLocale(), { dateStyle: "medium", timeZone: "UTC" });

/** "On Taxlane since March 2024"; empty for a date that does not parse. */
export function memberSinceText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ""
    : formatPlain(profiles.onTaxlaneSince, { date: monthYear.format(date) });
}

export function reviewDateText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dayMonthYear.format(date);
}

/** A link's address without its scheme and "www.", to show beside its name. */
export function shortUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, "").replace(/\/$/, "");
}

/** "12 employees", "1 employee". */
export function employeesText(count: number): string {
  return count === 1
    ? profiles.oneEmployee
    : formatPlain(profiles.employeesCount, { count: count.toLocaleString(intlLocale()) });
}

/** The best photo there is: the full size, the thumbnail, or none (then initials are shown). */
export function profilePhotoSrc(
  profile: Pick<AccountantProfileDetails, "avatar" | "avatarUrl">,
): string | null {
  if (profile.avatarUrl) return profile.avatarUrl;
  if (profile.avatar) return `data:image/jpeg;base64,${profile.avatar}`;
  return null;
}
