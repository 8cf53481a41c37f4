import { RoleId } from "../codes-profile";
import { jobTimelineSchema } from "../job-timeline";
import { quoteIdQuerySchema } from "../marketplace";
import type { EndpointGroup } from "./define";

/** `/User/GetJobTimeline`: where one job stands, told as steps, for either side of it (module job-timeline). */
export const jobTimelineEndpoints = {
  getJobTimeline: {
    method: "GET",
    path: "/User/GetJobTimeline",
    module: "job-timeline",
    access: { roles: [RoleId.taxpayer, RoleId.expert], practice: "clients" },
    summary:
      "The job's steps with the day each was reached or is expected, whether it is late, and what comes next in a sentence; days in the caller's time zone",
    query: quoteIdQuerySchema,
    response: jobTimelineSchema,
  },
} as const satisfies EndpointGroup;
