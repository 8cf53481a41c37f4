import { JobType } from "@taxlane/contract";
import type { QuestionnaireKind } from "@taxlane/organizer";

/** Quotes and introductions name their request's kind by job type; requests by questionnaire kind. */
export function kindOfJobType(jobType: JobType): QuestionnaireKind {
  return jobType === JobType.personal ? "individual" : "business";
}

/**
 * One key per request: individual and business requests are separate lists in the API, so an id
 * alone is not trusted to tell them apart.
 */
export function requestKey(kind: QuestionnaireKind, taxPreparationId: number): string {
  return `${kind}-${taxPreparationId}`;
}

/** The key of the request a quote or an introduction belongs to. */
export function requestKeyOf(item: { jobType: JobType; taxPreparationId: number }): string {
  return requestKey(kindOfJobType(item.jobType), item.taxPreparationId);
}
