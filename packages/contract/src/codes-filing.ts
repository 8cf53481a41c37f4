/**
 * Filing a return with the IRS or a state: the ways to file, the IRS refund tracker, and the table of
 * the IRS e-file reject codes we explain (each with what it means and what happens next, in the catalog).
 */
import { filingRejectCodes as texts } from "./i18n/en/filingRejectCodes";

export const FILING_METHODS = ["efile", "paper"] as const;
export type FilingMethod = (typeof FILING_METHODS)[number];

/** The jurisdiction of a federal filing; a state filing names its USPS code. */
export const FEDERAL_JURISDICTION = "federal";

/** The IRS's "Where's my refund?" tracker, and what it asks for. */
export const IRS_REFUND_TRACKER_URL = "https://www.irs.gov/wheres-my-refund";

/** An e-file's IRS submission id: 20 characters, digits and lowercase letters. */
export const SUBMISSION_ID_PATTERN = /^[0-9a-z]{20}$/;

/** An IRS reject code as the acknowledgment writes it: e.g. IND-031-04, R0000-194, F8962-070. */
export const REJECT_CODE_PATTERN = /^[A-Z][A-Z0-9]*(-[A-Z0-9]+)*-[0-9]{2,3}(-[0-9]{2})?$/;

export interface RejectCodeEntry {
  code: string;
  /** What the rejection means. */
  meaning: string;
  /** What happens next: the professional corrects and refiles (or files on paper). */
  nextStep: string;
}

/** The common business-rule rejects of a Form 1040 e-file. */
export const IRS_REJECT_CODES: readonly RejectCodeEntry[] = [
  { code: "IND-031-04", meaning: texts.ind03104, nextStep: texts.ind03104Next },
  { code: "IND-032-04", meaning: texts.ind03204, nextStep: texts.ind03204Next },
  { code: "IND-180-01", meaning: texts.ind18001, nextStep: texts.ind18001Next },
  { code: "IND-181-01", meaning: texts.ind18101, nextStep: texts.ind18101Next },
  { code: "IND-182-01", meaning: texts.ind18201, nextStep: texts.ind18201Next },
  { code: "IND-507-01", meaning: texts.ind50701, nextStep: texts.ind50701Next },
  { code: "IND-516-01", meaning: texts.ind51601, nextStep: texts.ind51601Next },
  { code: "IND-517-01", meaning: texts.ind51701, nextStep: texts.ind51701Next },
  { code: "R0000-500-01", meaning: texts.r000050001, nextStep: texts.r000050001Next },
  { code: "R0000-504-02", meaning: texts.r000050402, nextStep: texts.r000050402Next },
  { code: "R0000-902-01", meaning: texts.r000090201, nextStep: texts.r000090201Next },
  { code: "F1040-525-03", meaning: texts.f104052503, nextStep: texts.f104052503Next },
  { code: "SEIC-F1040-501-02", meaning: texts.seicF104050102, nextStep: texts.seicF104050102Next },
  { code: "F8962-070", meaning: texts.f8962070, nextStep: texts.f8962070Next },
  { code: "F1040-164-01", meaning: texts.f104016401, nextStep: texts.f104016401Next },
  { code: "R0000-194", meaning: texts.r0000194, nextStep: texts.r0000194Next },
];

const byCode = new Map(IRS_REJECT_CODES.map((entry) => [entry.code, entry]));

/** The table's entry of a reject code, or undefined when we do not know it. */
export const rejectCodeEntry = (code: string): RejectCodeEntry | undefined => byCode.get(code);
