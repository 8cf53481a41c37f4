import type { ToDoKind } from "@taxlane/contract";
import type { Executor } from "../db/client";

/** Whose list is read: the caller, by id and role (1 taxpayer, 2 professional), and when. */
export interface ToDoPerson {
  userId: number;
  roleId: number;
  /** The moment of the read (the app's clock), for what shows only for a while. */
  now: Date;
}

/** One thing waiting on a person, as a source finds it (the service adds the job's name and sorts). */
export interface ToDoEntry {
  /** Stable while the thing waits: `<kind-ish>:<row id>`, so the web keeps its place across reads. */
  id: string;
  kind: ToDoKind;
  title: string;
  detail?: string;
  /** The app path where it is done, without its leading slash. */
  link: string;
  quoteId?: number;
  dueAt?: Date;
  createdAt: Date;
}

/**
 * The port each owning module implements (`<module>/todo-items.ts`, exported from its index.ts) and
 * the composition lists: what of that module's own data waits on the person, derived on each read
 * (nothing is stored, so an item goes the moment its thing is done). One round of queries per source
 * whatever the number of jobs; every query is scoped to the person.
 */
export interface ToDoSource {
  itemsFor(db: Executor, person: ToDoPerson): Promise<ToDoEntry[]>;
}
