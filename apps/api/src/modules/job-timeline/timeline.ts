import { addBusinessDays, addCalendarDays, type CalendarDay } from "../../lib/irs-calendar";

/**
 * A job's timeline, pure and on given days: each step with the day it was reached, the day it is
 * expected while it is not, whether it is late, and who it waits on. The rules are the ones the
 * taxpayer was promised: the professional's quoted turnaround counts business days from the day the
 * taxpayer's part was complete; the IRS's own figures give the rest.
 */

export type TimelineStepName =
  | "hired"
  | "engagementSigned"
  | "organizerComplete"
  | "documentsComplete"
  | "inReview"
  | "return8879Signed"
  | "filed"
  | "accepted"
  | "rejected"
  | "refundIssued";

export type WaitingOn = "taxpayer" | "professional" | "irs";

export interface TimelineFacts {
  /** Today in the reader's zone. */
  today: CalendarDay;
  hiredOn: CalendarDay;
  /** The quote's turnaround in days; none quoted takes the default. */
  turnaroundDays: number | null;
  /** Whether the job has an engagement letter to sign (a professional may work without one). */
  usesEngagementLetter: boolean;
  engagementSignedOn: CalendarDay | null;
  organizerCompleteOn: CalendarDay | null;
  documentsCompleteOn: CalendarDay | null;
  inReviewOn: CalendarDay | null;
  return8879SignedOn: CalendarDay | null;
  /** The federal return's latest filing, if any. */
  filing: {
    filedOn: CalendarDay;
    method: "efile" | "paper";
    /** The IRS's answer to an e-file: accepted or rejected on a day; none yet, or none for paper. */
    acknowledgment: { accepted: boolean; on: CalendarDay } | null;
  } | null;
  /** Whether the return shows a refund (known once the professional records the outcome). */
  refundDue: boolean;
  refundIssuedOn: CalendarDay | null;
}

export interface TimelineStep {
  step: TimelineStepName;
  reachedOn: CalendarDay | null;
  /** While not reached: when it should be, if a rule gives a day. */
  expectedOn: CalendarDay | null;
  late: boolean;
  /** While not reached: whose move it is. */
  waitingOn: WaitingOn | null;
}

/** Business days to sign the engagement letter after hiring. */
export const ENGAGEMENT_SIGNING_BUSINESS_DAYS = 2;
/** Business days for the professional to begin reviewing once the taxpayer's part is complete. */
export const REVIEW_START_BUSINESS_DAYS = 2;
/** The turnaround when the quote named none, in business days. */
export const DEFAULT_TURNAROUND_DAYS = 10;
/** Business days from the signed 8879 to the filing. */
export const FILING_AFTER_SIGNATURE_BUSINESS_DAYS = 2;
/** The IRS acknowledges most e-files within two days. */
export const ACKNOWLEDGMENT_BUSINESS_DAYS = 2;
/** A rejected e-file is corrected and sent again within a day (the 24-hour rule for EROs). */
export const CORRECTION_BUSINESS_DAYS = 1;
/** The IRS issues most refunds within 21 days of accepting an e-file. */
export const EFILE_REFUND_CALENDAR_DAYS = 21;
/** A paper return's refund takes about six weeks from the day it was mailed. */
export const PAPER_REFUND_CALENDAR_DAYS = 42;

/**
 * The day a quoted turnaround ends, counted in business days from `from` (none quoted: the default).
 * The timeline counts it from the day the taxpayer's part was complete; the owner's dashboard from
 * the hiring, the one day every job has.
 */
export function turnaroundDueOn(from: CalendarDay, turnaroundDays: number | null): CalendarDay {
  return addBusinessDays(from, turnaroundDays ?? DEFAULT_TURNAROUND_DAYS);
}

const latest = (...days: (CalendarDay | null)[]): CalendarDay | null =>
  days.some((day) => day === null) ? null : ([...days].sort().at(-1) ?? null);

function step(
  name: TimelineStepName,
  reachedOn: CalendarDay | null,
  waitingOn: WaitingOn,
  expectedOn: CalendarDay | null,
  today: CalendarDay,
): TimelineStep {
  if (reachedOn !== null) return { step: name, reachedOn, expectedOn: null, late: false, waitingOn: null };
  return { step: name, reachedOn, expectedOn, late: expectedOn !== null && expectedOn < today, waitingOn };
}

/**
 * A step the job went past without it being recorded (an organizer never marked finished on an older
 * job, an 8879 signed on paper before the filing): no longer expected, late nor waited on.
 */
const passedBy = (each: TimelineStep): TimelineStep => ({
  ...each,
  expectedOn: null,
  late: false,
  waitingOn: null,
});

/**
 * The steps in order; those that do not apply to this job (no letter, paper, no refund) are left out,
 * and those before the latest reached one that were never recorded are passed by.
 */
export function timelineOf(facts: TimelineFacts): TimelineStep[] {
  const steps = stepsOf(facts);
  const latest = steps.findLastIndex((each) => each.reachedOn !== null);
  return steps.map((each, index) => (index < latest && each.reachedOn === null ? passedBy(each) : each));
}

function stepsOf(facts: TimelineFacts): TimelineStep[] {
  const { today, filing } = facts;
  const steps: TimelineStep[] = [step("hired", facts.hiredOn, "professional", null, today)];
  if (facts.usesEngagementLetter) {
    const due = addBusinessDays(facts.hiredOn, ENGAGEMENT_SIGNING_BUSINESS_DAYS);
    steps.push(step("engagementSigned", facts.engagementSignedOn, "taxpayer", due, today));
  }
  steps.push(step("organizerComplete", facts.organizerCompleteOn, "taxpayer", null, today));
  steps.push(step("documentsComplete", facts.documentsCompleteOn, "taxpayer", null, today));
  // The professional's clock starts once everything the taxpayer gives is in.
  const readyOn = latest(facts.organizerCompleteOn, facts.documentsCompleteOn);
  const reviewDue = readyOn && addBusinessDays(readyOn, REVIEW_START_BUSINESS_DAYS);
  steps.push(step("inReview", facts.inReviewOn ?? filing?.filedOn ?? null, "professional", reviewDue, today));
  const signatureDue = readyOn && turnaroundDueOn(readyOn, facts.turnaroundDays);
  const signed = facts.return8879SignedOn;
  steps.push(step("return8879Signed", signed, "professional", signatureDue, today));
  const acknowledgment = filing?.acknowledgment ?? null;
  const rejected = acknowledgment?.accepted === false;
  const filingDue = rejected
    ? addBusinessDays(acknowledgment.on, CORRECTION_BUSINESS_DAYS)
    : signed && addBusinessDays(signed, FILING_AFTER_SIGNATURE_BUSINESS_DAYS);
  if (rejected) {
    // The rejected filing stays in the story; the corrected one is the next step.
    steps.push(step("filed", filing?.filedOn ?? null, "professional", null, today));
    steps.push(step("rejected", acknowledgment.on, "irs", null, today));
    steps.push(step("filed", null, "professional", filingDue, today));
    return steps;
  }
  steps.push(step("filed", filing?.filedOn ?? null, "professional", filingDue, today));
  if (filing?.method !== "paper") {
    const ackDue = filing && addBusinessDays(filing.filedOn, ACKNOWLEDGMENT_BUSINESS_DAYS);
    steps.push(step("accepted", acknowledgment?.on ?? null, "irs", ackDue, today));
  }
  if (facts.refundDue) {
    const refundDue =
      filing?.method === "paper"
        ? addCalendarDays(filing.filedOn, PAPER_REFUND_CALENDAR_DAYS)
        : acknowledgment && addCalendarDays(acknowledgment.on, EFILE_REFUND_CALENDAR_DAYS);
    steps.push(step("refundIssued", facts.refundIssuedOn, "irs", refundDue ?? null, today));
  }
  return steps;
}

/**
 * The first step not reached nor passed by: what happens next and who is waiting, or none when all
 * are done.
 */
export function nextStepOf(steps: readonly TimelineStep[]): TimelineStep | null {
  return steps.find((each) => each.reachedOn === null && each.waitingOn !== null) ?? null;
}
