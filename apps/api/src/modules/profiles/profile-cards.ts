import {
  type DirectoryExpert,
  TaxPreparationTypeId,
  type TaxPreparerTypeId,
  type WorkingTypeId,
} from "@taxlane/contract";
import { isLanguage } from "@taxlane/contract/i18n";
import { avatarText } from "../../lib/avatar";
import type { Person } from "../identity";
import type { ExpertListRow } from "./profiles.repository";
import { publicName } from "./public-name";

/** Stars rounded to one decimal. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

const aboutPreviewLength = 180;

function preview(text: string | null): string | null {
  if (!text) return null;
  return text.length <= aboutPreviewLength ? text : `${text.slice(0, aboutPreviewLength - 1).trimEnd()}…`;
}

export function toCard(row: ExpertListRow, person: Person): DirectoryExpert {
  return {
    id: row.id,
    displayName: publicName(person.firstName, person.lastName),
    taxPreparerTypeId: row.taxPreparerTypeId as TaxPreparerTypeId,
    taxPreparationTypeId: row.taxPreparationTypeId as DirectoryExpert["taxPreparationTypeId"],
    workingTypeIds: row.workingTypeIds as WorkingTypeId[],
    businessName: row.businessName,
    about: preview(row.about),
    city: row.city,
    state: row.state,
    yearsOfExperience: row.yearsOfExperience,
    rateByStars: row.averageRating === null ? null : oneDecimal(row.averageRating),
    reviewsCount: row.reviewsCount,
    credentialsVerified: row.credentialsVerifiedAt !== null,
    avatar: avatarText(person.avatarThumbnail),
    languages: row.languages.filter(isLanguage),
  };
}

/** The services filter: experts who take both kinds also take each one. */
export function servicesFilter(taxPreparationTypeId: number | undefined): readonly number[] | undefined {
  if (taxPreparationTypeId === undefined) return undefined;
  if (taxPreparationTypeId === TaxPreparationTypeId.both) return [TaxPreparationTypeId.both];
  return [taxPreparationTypeId, TaxPreparationTypeId.both];
}
