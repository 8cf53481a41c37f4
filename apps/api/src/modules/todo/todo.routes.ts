import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { ToDoService } from "./todo.service";

/** The caller's to-do list. */
export const toDoRoutes: FastifyPluginAsyncZod<{ todo: ToDoService }> = async (app, { todo }) => {
  route(app, endpoints.user.getToDo, { tags: ["To do"] }, (request) => todo.listFor(request.principal));
};
