/** Codes of quotes, tax preparation jobs, appointments and blog posts. */
import { type CodeOf, defineCodes } from "./code-table";
import { FIRST_APPOINTMENT_TIME, LAST_APPOINTMENT_TIME } from "./constants";

const quoteStatusId = defineCodes({
  accepted: [6, "Accepted"],
  notAccepted: [7, "Not accepted"],
  pending: [8, "Pending"],
});
export const QuoteStatusId = quoteStatusId.values;
export type QuoteStatusId = CodeOf<typeof QuoteStatusId>;
export const quoteStatusLabels = quoteStatusId.labels;

const quoteActionStatusId = defineCodes({
  chosenWaitingForInformation: [9, "Chosen, waiting for information"],
  confirmed: [10, "Confirmed"],
  declined: [11, "Declined"],
});
export const QuoteActionStatusId = quoteActionStatusId.values;
export type QuoteActionStatusId = CodeOf<typeof QuoteActionStatusId>;
export const quoteActionStatusLabels = quoteActionStatusId.labels;

const jobStatusId = defineCodes({
  notStarted: [1, "Not started"],
  inProcess: [2, "In process"],
  inForReview: [3, "In for review"],
  filed: [4, "Filed"],
  waitingForInformation: [9, "Waiting for information"],
});
export const JobStatusId = jobStatusId.values;
export type JobStatusId = CodeOf<typeof JobStatusId>;
export const jobStatusLabels = jobStatusId.labels;

/** What a job's status asks of its professional next, by status. */
export const jobStatusExpertNextSteps: Readonly<Record<JobStatusId, string>> = {
  [JobStatusId.notStarted]: "Waiting for the client to start",
  [JobStatusId.inProcess]: "The client is gathering documents",
  [JobStatusId.waitingForInformation]: "Waiting for the client's information",
  [JobStatusId.inForReview]: "Review the client's information and share a draft of the return",
  [JobStatusId.filed]: "Return filed",
};

const appointmentTypeId = defineCodes({
  inPerson: [1, "In person"],
  phoneCall: [2, "Phone call"],
  videoChat: [3, "Video chat"],
});
export const AppointmentTypeId = appointmentTypeId.values;
export type AppointmentTypeId = CodeOf<typeof AppointmentTypeId>;
export const appointmentTypeLabels = appointmentTypeId.labels;

const blogTypeEnum = defineCodes({
  forTaxpayers: [1, "For taxpayers"],
  forAccountants: [2, "For accountants"],
  both: [3, "Both"],
});
export const BlogTypeEnum = blogTypeEnum.values;
export type BlogTypeEnum = CodeOf<typeof BlogTypeEnum>;
export const blogTypeLabels = blogTypeEnum.labels;

/**
 * An appointment `time`: the hour index 0-23 of the half-hour slot that starts at half past that hour
 * (0 is 0:30, 23 is 23:30).
 */
export type AppointmentTime = number;

/** Every appointment time in order, 0 through 23. */
export const appointmentTimes: readonly AppointmentTime[] = Object.freeze(
  Array.from(
    { length: LAST_APPOINTMENT_TIME - FIRST_APPOINTMENT_TIME + 1 },
    (_, index) => FIRST_APPOINTMENT_TIME + index,
  ),
);

/** The label of an appointment time: `appointmentTimeLabel(0) === "0:30"`, `appointmentTimeLabel(23) === "23:30"`. */
export function appointmentTimeLabel(time: AppointmentTime): string {
  return `${time}:30`;
}
