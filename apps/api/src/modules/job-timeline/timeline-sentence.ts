import { t } from "@taxlane/contract/i18n";
import type { CalendarDay } from "../../lib/irs-calendar";
import type { TimelineStep, TimelineStepName } from "./timeline";

/** Who reads the sentence: the job's taxpayer, or its professional. */
export type Reader = "taxpayer" | "professional";

/** What else the sentence needs: the taxpayer's first name, today, and how the return went out. */
export interface SentenceContext {
  taxpayerName: string;
  today: CalendarDay;
  /** The IRS rejected the filing: the filing that comes next is its correction. */
  afterRejection: boolean;
  paper: boolean;
}

/** "Mar 14", or "Jan 5, 2028" for a day of another year than today's. */
export function dayWords(day: CalendarDay, today: CalendarDay): string {
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
    ...(sameYear ? {} : { year: "numeric" }),
  });
}

/** What a sentence may say: when the step is expected ("due", "late" or "none"), that day, the client's name. */
interface Words {
  when: "due" | "late" | "none";
  day: string;
  name: string;
}
type Sentences = Record<Reader, (words: Words) => string>;

/** Each step's sentence for each reader; a step that is never next (hired, rejected) has none. */
const sentences: Partial<Record<TimelineStepName, Sentences>> = {
  engagementSigned: {
    taxpayer: () => t("jobTimeline.youSignLetter"),
    professional: ({ name }) => t("jobTimeline.clientSignsLetter", { name }),
  },
  organizerComplete: {
    taxpayer: () => t("jobTimeline.youFinishOrganizer"),
    professional: ({ name }) => t("jobTimeline.clientFinishesOrganizer", { name }),
  },
  documentsComplete: {
    taxpayer: () => t("jobTimeline.youUploadDocuments"),
    professional: ({ name }) => t("jobTimeline.clientUploadsDocuments", { name }),
  },
  inReview: {
    taxpayer: ({ when, day }) => t("jobTimeline.proStartsReview", { when, day }),
    professional: (words) => t("jobTimeline.youStartReview", words),
  },
  return8879Signed: {
    taxpayer: ({ when, day }) => t("jobTimeline.proPrepares", { when, day }),
    professional: (words) => t("jobTimeline.youPrepare", words),
  },
  filed: {
    taxpayer: ({ when, day }) => t("jobTimeline.proFiles", { when, day }),
    professional: ({ when, day }) => t("jobTimeline.youFile", { when, day }),
  },
  accepted: { taxpayer: () => t("jobTimeline.irsAnswers"), professional: () => t("jobTimeline.irsAnswers") },
  refundIssued: {
    taxpayer: ({ when, day }) => t("jobTimeline.irsRefundEfile", { when, day }),
    professional: ({ when, day }) => t("jobTimeline.irsRefundEfile", { when, day }),
  },
};

const correction: Sentences = {
  taxpayer: ({ when, day }) => t("jobTimeline.proCorrects", { when, day }),
  professional: ({ when, day }) => t("jobTimeline.youCorrect", { when, day }),
};
const paperRefund = ({ when, day }: Words) => t("jobTimeline.irsRefundPaper", { when, day });

/**
 * The next step in a plain sentence for its reader: what they do themselves ("Waiting on you: …"),
 * whom the professional waits on ("Waiting on Dana: …"), or who is working and by when.
 */
export function sentenceOf(next: TimelineStep, reader: Reader, context: SentenceContext): string {
  const words: Words = {
    when: next.expectedOn === null ? "none" : next.late ? "late" : "due",
    day: next.expectedOn === null ? "" : dayWords(next.expectedOn, context.today),
    name: context.taxpayerName,
  };
  if (next.step === "filed" && context.afterRejection) return correction[reader](words);
  if (next.step === "refundIssued" && context.paper) return paperRefund(words);
  return sentences[next.step]?.[reader](words) ?? "";
}
