import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { ToDoSource } from "../../lib/todo-source";
import { toDoRoutes } from "./todo.routes";
import { createToDoService } from "./todo.service";

/**
 * A person's to-do list across all their jobs, derived on each read from the sources the owning
 * modules give (the composition lists them; a new module adds its source with one line there).
 */
export function createToDoModule(deps: { db: Database; clock: Clock; sources: readonly ToDoSource[] }) {
  const todo = createToDoService(deps);
  return {
    name: "todo",
    todo,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(toDoRoutes, { todo });
    },
  };
}
