import v8 from "node:v8";
import type { AppConfig } from "../config";

/**
 * Sets this process's V8 heap for the database it serves from; call it before the app is built.
 *
 * On PostgreSQL, allocation-site pretenuring is turned off. V8 decides, per place in the code that
 * makes objects, to make them in the old space at once when most of them outlived a minor
 * collection, and keeps that decision. One burst of long-lived rows (seeding, an export, a sweep)
 * decided it for node-postgres' row parser and the list mappers every call shares: each call's rows
 * then went to the old space and kept their strings alive through minor collections, and the lists
 * answered a third to a half fewer calls a second (docs/decisions/0199).
 *
 * On PGlite it stays on: calls queue for the database thread long enough that their objects do
 * outlive minor collections, and the embedded bench answered about 10% more calls with it.
 */
export function tuneHeapFor(database: AppConfig["database"]["kind"]): void {
  if (database === "postgres") v8.setFlagsFromString("--no-allocation-site-pretenuring");
}
