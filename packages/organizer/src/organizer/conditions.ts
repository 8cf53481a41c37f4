/** Conditions the organizer's steps share: marital status, filing status and the prior-return paths. */
import type { ConditionValue, OrganizerCondition } from "./types";

/** The answer of `key` is one of `values` (and `key` is asked). */
export function is(key: string, ...values: readonly ConditionValue[]): OrganizerCondition {
  return { answer: key, oneOf: values };
}

/** The yes/no question `key` was answered yes. */
export function yes(key: string): OrganizerCondition {
  return is(key, true);
}

/** The yes/no question `key` was answered no. */
export function no(key: string): OrganizerCondition {
  return is(key, false);
}

export function allOf(...conditions: readonly OrganizerCondition[]): OrganizerCondition {
  return { all: conditions };
}

export function anyOf(...conditions: readonly OrganizerCondition[]): OrganizerCondition {
  return { any: conditions };
}

/** Keys the branching hangs on. */
export const branchKeys = {
  married: "wereYouLegallyMarriedLastDayOfTheYear",
  filingStatus: "filingStatus",
  marriageChange: "haveMarriageStatusChangedSinceLastFiledReturn",
  filedBefore: "hasFiledTaxReturnPreviously",
  hasPdf: "hasDigitalCopyInPdfFormat",
  canRequestPdf: "canRequestPdfCopyForPreviousPreparer",
  hasHardCopy: "hasHardCopyOfTaxReturn",
  canScan: "canScanTaxReturnIntoPdfFormat",
} as const;

/** Values of `filingStatus` (single / joint / don't know). */
export const FilingStatus = { single: "single", joint: "joint", dontKnow: "dontKnow" } as const;

/** Values of `haveMarriageStatusChangedSinceLastFiledReturn` (spouse changes since the last return). */
export const MarriageChange = {
  married: "married",
  separated: "separated",
  divorced: "divorced",
  noChange: "noChange",
} as const;

/**
 * Married at the end of the year: said so in the organizer (no prior return), got married since the
 * last return, or was married per the initial questionnaire and the organizer says nothing else.
 */
export const MARRIED: OrganizerCondition = anyOf(
  yes(branchKeys.married),
  is(branchKeys.marriageChange, MarriageChange.married),
  allOf(is(branchKeys.marriageChange, MarriageChange.noChange), { context: "isMarried", is: true }),
  allOf(
    { not: { answered: branchKeys.married } },
    { not: { answered: branchKeys.marriageChange } },
    { context: "isMarried", is: true },
  ),
);

/** Married and filing separately: the SALT cap is halved. */
export const MARRIED_FILING_SEPARATELY: OrganizerCondition = allOf(
  MARRIED,
  is(branchKeys.filingStatus, FilingStatus.single),
);

/** A prior return the preparer can read: a PDF, one requested from the previous preparer, or a paper copy. */
export const PRIOR_RETURN_AVAILABLE: OrganizerCondition = anyOf(
  yes(branchKeys.hasPdf),
  yes(branchKeys.canRequestPdf),
  yes(branchKeys.hasHardCopy),
);

/** No prior return to start from: never filed, or filed with no copy at all. */
export const NO_PRIOR_RETURN: OrganizerCondition = anyOf(
  no(branchKeys.filedBefore),
  no(branchKeys.hasHardCopy),
);

export function not(condition: OrganizerCondition): OrganizerCondition {
  return { not: condition };
}

/** Any of the yes/no questions `keys` was answered yes (a spouse's only counts when it is asked). */
export function anyYes(...keys: readonly string[]): OrganizerCondition {
  return anyOf(...keys.map(yes));
}
