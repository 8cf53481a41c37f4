import { toDoListSchema } from "../todo";

/** A person's to-do list. */
export const toDoSchemas = { toDoListSchema };
