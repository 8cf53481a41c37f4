import { RoleId } from "../codes-profile";
import {
  practiceClientsFilterSchema,
  practiceClientsQuerySchema,
  practiceClientsSchema,
} from "../practice-clients";
import type { EndpointGroup } from "./define";

/** A practice's client list (module practice-clients): every role sees it, owners export it. */
export const practiceClientsEndpoints = {
  getClients: {
    method: "GET",
    path: "/Practice/GetClients",
    module: "practice-clients",
    access: { roles: [RoleId.expert], practice: "clients" },
    summary:
      "The clients of the jobs the caller may see, each with those jobs and the last contact, the latest in touch first",
    query: practiceClientsQuerySchema,
    response: practiceClientsSchema,
  },
  exportClients: {
    method: "GET",
    path: "/Practice/ExportClients",
    module: "practice-clients",
    access: { roles: [RoleId.expert], practice: "members" },
    summary:
      "The client list as a CSV file, one line per job, with the same filters (owners and solo professionals)",
    query: practiceClientsFilterSchema,
  },
} as const satisfies EndpointGroup;
