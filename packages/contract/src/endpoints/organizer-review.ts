import { RoleId } from "../codes-profile";
import {
  accountantOrganizerAnswersQuerySchema,
  openOrganizerReviewRequestSchema,
  organizerReviewOpenedSchema,
} from "../organizer";
import type { EndpointGroup } from "./define";

/** The professional's review of a job's organizer: what changed since they last looked, and its PDF. */
export const accountantOrganizerReviewEndpoints = {
  openOrganizerReview: {
    method: "POST",
    path: "/Accountant/OpenOrganizerReview",
    module: "organizer",
    access: { roles: [RoleId.expert], practice: "jobs" },
    summary: "Record that the professional opened the job's answers; answers when they did before (or null)",
    body: openOrganizerReviewRequestSchema,
    response: organizerReviewOpenedSchema,
  },
  downloadOrganizerAnswersPdf: {
    method: "GET",
    path: "/Accountant/DownloadOrganizerAnswersPdf",
    module: "organizer",
    access: { roles: [RoleId.expert], practice: "jobs" },
    summary:
      "The job's organizer answers as a PDF, by section, sensitive ones masked; forSpouse and filter as in the review",
    query: accountantOrganizerAnswersQuerySchema,
  },
} as const satisfies EndpointGroup;
