import { JobType, jobTypeOf } from "@taxlane/contract";
import { businessOrganizer, individualOrganizer, type OrganizerDefinition } from "@taxlane/organizer";
import type { Executor } from "../../db/client";
import { requestRecords } from "../marketplace";

/** Every organizer's definitions; their keys are unique across them. */
export const organizerDefinitions: readonly OrganizerDefinition[] = [individualOrganizer, businessOrganizer];

/** The organizer a job's answers follow: the business one for a business request, else the individual one. */
export async function organizerOfRequest(
  executor: Executor,
  requestId: number,
): Promise<OrganizerDefinition> {
  const summaries = await requestRecords.summaries(executor, [requestId]);
  const kind = summaries.get(requestId)?.kind;
  return kind !== undefined && jobTypeOf(kind) === JobType.business ? businessOrganizer : individualOrganizer;
}
