import { type Filing, formatCents, type JobFilings } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { type TextEntry, type TextSection, textPagesPdf } from "../../lib/pdf/text-pages";
import type { PackedJob, ReturnPackPart } from "../tax-preparation";
import { dayText, filingsOfJob, methodWord } from "./filing-view";

const statusWords: Record<Filing["status"], () => string> = {
  submitted: () => t("filing.packSubmitted"),
  accepted: () => t("filing.packAccepted"),
  rejected: () => t("filing.packRejected"),
};

/** A filing as the page lists it: what was filed and when, its state, and the IRS's answer. */
function filingEntry(filing: Filing): TextEntry {
  const details = [
    ...(filing.submissionId === null ? [] : [t("filing.packSubmissionId", { id: filing.submissionId })]),
    ...(filing.acknowledgedOn === null
      ? []
      : [t("filing.packAcknowledged", { acknowledgedOn: dayText(filing.acknowledgedOn) })]),
    ...(filing.rejectCode === null
      ? []
      : [t("filing.packRejectCode", { code: filing.rejectCode, meaning: filing.rejectMeaning ?? "" })]),
    ...(filing.explanation ? [filing.explanation] : []),
    ...(filing.correctedByFilingId === null ? [] : [t("filing.packCorrected")]),
  ];
  return {
    title: t(filing.amended ? "filing.packFilingAmended" : "filing.packFilingOriginal", {
      jurisdiction: filing.jurisdictionName,
      method: methodWord(filing.method),
      filedOn: dayText(filing.filedOn),
    }),
    aside: statusWords[filing.status](),
    details,
  };
}

/** The refund (and whether it was issued) or the amount due, or words saying none is recorded. */
function outcomeSection(outcome: JobFilings["outcome"]): TextSection {
  const title = t("filing.packOutcome");
  if (!outcome) return { title, note: t("filing.packNoOutcome"), entries: [] };
  if (outcome.refundCents !== null) {
    return {
      title,
      entries: [
        {
          title: t("filing.packRefund", { amount: formatCents(outcome.refundCents) }),
          aside:
            outcome.refundIssuedOn === null
              ? t("filing.packRefundWaiting")
              : t("filing.packRefundIssued", { issuedOn: dayText(outcome.refundIssuedOn) }),
        },
      ],
    };
  }
  return {
    title,
    entries: [
      {
        title: t("filing.packAmountDue", {
          amount: formatCents(outcome.amountDueCents ?? 0),
          dueOn: outcome.paymentDueOn === null ? "" : dayText(outcome.paymentDueOn),
        }),
      },
    ],
  };
}

/**
 * What a filed job's return pack holds of its filings: one page (more for many filings) listing each
 * filing with the IRS's answer, and the outcome, laid out as the pack's contents page is.
 */
export async function filingsPackParts(executor: Executor, job: PackedJob): Promise<ReturnPackPart[]> {
  const { filings, outcome } = await filingsOfJob(executor, job.quoteId);
  const sections: TextSection[] = [
    {
      title: t("filing.packFilings"),
      ...(filings.length === 0 ? { note: t("filing.packNoFilings") } : {}),
      entries: filings.map(filingEntry),
    },
    outcomeSection(outcome),
  ];
  const heading = t("filing.packHeading", { taxYear: String(job.taxYear) });
  return [{ title: t("returnPack.filings"), made: () => textPagesPdf(heading, sections) }];
}
