import { RoleId } from "../codes-profile";
import { toDoListSchema } from "../todo";
import type { EndpointGroup } from "./define";

/** `/User/GetToDo`: what waits on the signed-in taxpayer or professional across all their jobs. */
export const toDoEndpoints = {
  getToDo: {
    method: "GET",
    path: "/User/GetToDo",
    module: "todo",
    access: { roles: [RoleId.taxpayer, RoleId.expert], practice: "account" },
    summary: "What waits on the caller across all their jobs, most urgent first, with counts",
    response: toDoListSchema,
  },
} as const satisfies EndpointGroup;
