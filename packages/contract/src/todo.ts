/** A person's to-do list: what waits on them across all their jobs, derived from each module's data. */
import { z } from "zod";

/** What waits on a taxpayer. */
export const TAXPAYER_TODO_KINDS = [
  "quote-received",
  "organizer-finish",
  "organizer-sections",
  "document-requested",
  "signature-waiting",
  "invoice-due",
  "price-change",
  "tax-notice-quote",
] as const;

/** What waits on a professional. */
export const PROFESSIONAL_TODO_KINDS = [
  "quote-request",
  "quote-chosen",
  "organizer-changed",
  "organizer-files",
  "document-provided",
  "signature-completed",
  "payment-received",
  "appointment-request",
  "filing-rejected",
  "tax-notice",
] as const;

export const toDoKindSchema = z.enum([...TAXPAYER_TODO_KINDS, ...PROFESSIONAL_TODO_KINDS]);
export type ToDoKind = z.infer<typeof toDoKindSchema>;

export const toDoItemSchema = z.object({
  /** Stable across reads while the thing waits ("invoice:12"), so the page keeps its place. */
  id: z.string(),
  kind: toDoKindSchema,
  title: z.string(),
  detail: z.string().optional(),
  /** The app path where it is done, without its leading slash, like a notification's link. */
  link: z.string(),
  /** The job it belongs to; none for what comes before a job (requests, quotes). */
  quoteId: z.int32().positive().optional(),
  /** The job's name as its page heads it ("2025 individual return with Ana Ruiz"). */
  jobLabel: z.string().optional(),
  /** When it is due, if it has a date (an invoice's due date, a signature's expiry). */
  dueAt: z.string().optional(),
  createdAt: z.string(),
});
export type ToDoItem = z.infer<typeof toDoItemSchema>;

export const toDoListSchema = z.object({
  /** Most urgent first (a due date soonest), then newest. */
  items: z.array(toDoItemSchema),
  counts: z.object({
    total: z.int32().nonnegative(),
    byKind: z.partialRecord(toDoKindSchema, z.int32().positive()),
  }),
});
export type ToDoList = z.infer<typeof toDoListSchema>;
