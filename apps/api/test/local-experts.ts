import { and, inArray, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expertProfiles, users } from "../src/db/schema";
import type { TestUser } from "./factories";
import { createExpert, getAs } from "./marketplace";

/** A request as the experts' list shows it, as far as the marketplace tests read it. */
export type ExpertRequest = {
  id: number;
  invited: boolean;
  sentQuoteId: number | null;
  matchReasons: string[];
  user: { email: string | null; phoneNumber: string | null };
};

/**
 * Removes the profiles of test experts in `states`. A test file that owns those states calls it
 * first: on a PostgreSQL database kept between runs, the experts an earlier run made would compete
 * with this run's.
 */
export async function clearTestExperts(app: FastifyInstance, states: string[]): Promise<void> {
  await app.services.db
    .delete(expertProfiles)
    .where(
      and(
        inArray(expertProfiles.state, states),
        inArray(
          expertProfiles.userId,
          app.services.db
            .select({ id: users.id })
            .from(users)
            .where(like(users.email, "person-%@example.test")),
        ),
      ),
    );
}

/** `count` experts in one state who meet clients in person only, each more experienced than the last. */
export async function localExperts(app: FastifyInstance, state: string, count: number): Promise<TestUser[]> {
  const experts = [];
  for (let index = 0; index < count; index++) {
    experts.push(
      await createExpert(app, {
        state,
        city: "Rapid City",
        workingTypeIds: [3],
        yearsOfExperience: index * 3,
      }),
    );
  }
  return experts;
}

/** The individual requests routed to the expert. */
export const requestsOf = (app: FastifyInstance, expert: TestUser) =>
  getAs<ExpertRequest[]>(app, expert, "Accountant/GetAllIndividualRequests?from=0&to=100").then(
    (r) => r.body,
  );
