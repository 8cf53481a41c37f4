/**
 * Who works a practice's piece of work (a job, a request routed to it, a quote it sent): its own file,
 * read by the quote and job schemas without the practices' schemas (which read the marketplace's).
 */
import { z } from "zod";

/** The member working it, by id and the name colleagues read. */
export const jobAssigneeSchema = z.object({ userId: z.int(), name: z.string() });
export type JobAssignee = z.infer<typeof jobAssigneeSchema>;

/**
 * Ours, optional (the existing client reads none of it): the member working a practice's request or
 * quote; null (or absent) for a professional working alone.
 */
export const assignedToFieldSchema = jobAssigneeSchema.nullable().optional();
