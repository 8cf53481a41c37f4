import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";

/** What the practice-clients module is made from. */
export interface PracticeClientsDeps {
  db: Database;
  clock: Clock;
}
