/**
 * A practice's client list: the taxpayers of the jobs the caller may see, each with those jobs and
 * when the practice was last in touch with them. What GET /Practice/GetClients and
 * /Practice/ExportClients take and answer.
 */
import { z } from "zod";
import { JobStatusId } from "./codes-marketplace";
import { practiceClients as texts } from "./i18n/en/practice-clients";
import { formatPlain } from "./i18n/plain-format";
import { jobTypeSchema } from "./marketplace";
import { fromNumericText } from "./numeric-text";

/** The longest search text (a name or an e-mail). */
export const MAX_CLIENT_SEARCH = 100;
/** Clients a page shows unless the caller asks for fewer or more. */
export const CLIENTS_PAGE = 25;
/** The most clients one page holds. */
export const MAX_CLIENTS_PAGE = 100;
/** The tax years a filter may name. */
export const CLIENT_YEAR_RANGE = { min: 2000, max: 2100 } as const;

const searchInvalid = formatPlain(texts.searchInvalid, { max: MAX_CLIENT_SEARCH });
const yearInvalid = formatPlain(texts.yearInvalid, CLIENT_YEAR_RANGE);
const pageSizeInvalid = formatPlain(texts.pageSizeInvalid, { max: MAX_CLIENTS_PAGE });
const jobStatuses = Object.values(JobStatusId);

/** The filters both calls take; a blank search is none. */
export const practiceClientsFilterSchema = z.object({
  search: z
    .preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z.string({ error: searchInvalid }).trim().max(MAX_CLIENT_SEARCH, { error: searchInvalid }).optional(),
    )
    .optional(),
  status: fromNumericText(z.literal(jobStatuses, { error: texts.statusInvalid })).optional(),
  assignedUserId: fromNumericText(
    z.int32({ error: texts.assignedUserInvalid }).positive({ error: texts.assignedUserInvalid }),
  ).optional(),
  year: fromNumericText(
    z
      .int({ error: yearInvalid })
      .min(CLIENT_YEAR_RANGE.min, { error: yearInvalid })
      .max(CLIENT_YEAR_RANGE.max, { error: yearInvalid }),
  ).optional(),
});
export type PracticeClientsFilter = z.output<typeof practiceClientsFilterSchema>;

/** GET /Practice/GetClients: the filters and a page (1-based) of up to 100 clients. */
export const practiceClientsQuerySchema = practiceClientsFilterSchema.extend({
  page: fromNumericText(z.int({ error: texts.pageInvalid }).min(1, { error: texts.pageInvalid }))
    .optional()
    .default(1),
  pageSize: fromNumericText(
    z
      .int({ error: pageSizeInvalid })
      .min(1, { error: pageSizeInvalid })
      .max(MAX_CLIENTS_PAGE, { error: pageSizeInvalid }),
  )
    .optional()
    .default(CLIENTS_PAGE),
});
export type PracticeClientsQuery = z.output<typeof practiceClientsQuerySchema>;

/** One of the client's jobs the caller may see. */
export const practiceClientJobSchema = z.object({
  quoteId: z.int(),
  taxYear: z.int(),
  jobType: jobTypeSchema,
  /** The job's stage (JobStatusId). */
  statusId: z.int(),
  /** The taxpayer cancelled it before work started. */
  cancelled: z.boolean(),
  /** Who works it: the member assigned, or the professional hired on a solo job. */
  assignedUserId: z.int(),
  assignedName: z.string(),
  feeCents: z.int(),
});
export type PracticeClientJob = z.infer<typeof practiceClientJobSchema>;

export const practiceClientSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  /** The latest message either way, appointment held or document given; null when none yet. */
  lastContactAt: z.string().nullable(),
  jobs: z.array(practiceClientJobSchema),
});
export type PracticeClient = z.infer<typeof practiceClientSchema>;

/** A page of clients, the latest in touch first; `total` counts every client the filters match. */
export const practiceClientsSchema = z.object({
  clients: z.array(practiceClientSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type PracticeClients = z.infer<typeof practiceClientsSchema>;
