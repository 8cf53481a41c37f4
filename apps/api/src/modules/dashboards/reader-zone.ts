import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { readableZone } from "../../lib/zoned-days";
import { peopleRecords } from "../identity";

/** The zone the caller reads days and months in: theirs, else the default. */
export async function readerZone(executor: Executor, caller: Principal): Promise<string> {
  const people = await peopleRecords.byIds(executor, [caller.userId]);
  return readableZone(people.get(caller.userId)?.timeZone);
}
