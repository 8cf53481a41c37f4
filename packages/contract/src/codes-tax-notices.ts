/**
 * The kinds of letter a taxpayer gets from the IRS or a state tax agency, as they pick one when
 * uploading it, with each one's name and plain meaning from the catalog (`i18n/en/taxNotices.ts`).
 */
import { taxNotices as words } from "./i18n/en/taxNotices";

export const TAX_NOTICE_KINDS = [
  "cp2000",
  "cp14",
  "cp501",
  "cp503",
  "cp504",
  "cp11",
  "cp12",
  "cp2501",
  "ltr-5071c",
  "ltr-4883c",
  "ltr-525",
  "state",
  "unknown",
] as const;
export type TaxNoticeKind = (typeof TAX_NOTICE_KINDS)[number];

/** Each kind's name ("CP2000", "Letter 5071C") and what it means, in one line. */
export const taxNoticeKindTexts: Readonly<Record<TaxNoticeKind, { name: string; meaning: string }>> = {
  cp2000: { name: words.kindCp2000, meaning: words.meaningCp2000 },
  cp14: { name: words.kindCp14, meaning: words.meaningCp14 },
  cp501: { name: words.kindCp501, meaning: words.meaningCp501 },
  cp503: { name: words.kindCp503, meaning: words.meaningCp503 },
  cp504: { name: words.kindCp504, meaning: words.meaningCp504 },
  cp11: { name: words.kindCp11, meaning: words.meaningCp11 },
  cp12: { name: words.kindCp12, meaning: words.meaningCp12 },
  cp2501: { name: words.kindCp2501, meaning: words.meaningCp2501 },
  "ltr-5071c": { name: words.kindLtr5071c, meaning: words.meaningLtr5071c },
  "ltr-4883c": { name: words.kindLtr4883c, meaning: words.meaningLtr4883c },
  "ltr-525": { name: words.kindLtr525, meaning: words.meaningLtr525 },
  state: { name: words.kindState, meaning: words.meaningState },
  unknown: { name: words.kindUnknown, meaning: words.meaningUnknown },
};

/** Where a letter stands: waiting for the professional's answer to the agency, or answered. */
export const TAX_NOTICE_STATUSES = ["open", "answered"] as const;
export type TaxNoticeStatus = (typeof TAX_NOTICE_STATUSES)[number];

/** The professional's quote for the work on a letter, and the taxpayer's answer to it. */
export const TAX_NOTICE_QUOTE_STATUSES = ["pending", "accepted", "declined"] as const;
export type TaxNoticeQuoteStatus = (typeof TAX_NOTICE_QUOTE_STATUSES)[number];

/** The longest note a taxpayer or professional writes on a letter. */
export const MAX_TAX_NOTICE_NOTE = 1000;
/** The multipart field the letter's file comes in. */
export const TAX_NOTICE_FILE_FIELD = "notice";
