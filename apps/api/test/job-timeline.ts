import type { JobTimeline } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../src/db/schema";
import type { TestUser } from "./factories";
import { postAs } from "./invoices";
import { getAs } from "./marketplace";

/** POST /Taxpayer/CompleteOrganizer as `user`. */
export const completeOrganizer = (app: FastifyInstance, user: TestUser, quoteId: number) =>
  postAs(app, user, "Taxpayer/CompleteOrganizer", { quoteId });

/** GET /User/GetJobTimeline as `user`, with its status. */
export const jobTimelineOf = (app: FastifyInstance, user: TestUser, quoteId: number) =>
  getAs<JobTimeline>(app, user, `User/GetJobTimeline?quoteId=${quoteId}`);

/** Gives a test person a first name (sentences and notices say it) and, if given, a time zone. */
export async function name(app: FastifyInstance, user: TestUser, firstName: string, timeZone?: string) {
  await app.services.db
    .update(users)
    .set({ firstName, ...(timeZone === undefined ? {} : { timeZone }) })
    .where(eq(users.id, user.id));
}
