import type { FastifyInstance } from "fastify";
import { createAssignmentService } from "./assignment.service";
import { createInvitationsService } from "./invitations.service";
import { createJoiningService } from "./joining.service";
import { createMembershipService } from "./membership.service";
import { createPracticeDetailsService } from "./practice-details.service";
import { createPracticeLogService } from "./practice-log.service";
import type { PracticesDeps } from "./practices.deps";
import { practicesRoutes } from "./practices.routes";
import { practiceSeatLookup } from "./seats";

/** Practices: firms of professionals, their members and roles, and invitations to join. */
export function createPracticesModule(deps: PracticesDeps) {
  const details = createPracticeDetailsService(deps);
  const invitations = createInvitationsService(deps);
  const joining = createJoiningService(deps);
  const membership = createMembershipService(deps);
  const log = createPracticeLogService(deps);
  const assignment = createAssignmentService(deps);
  return {
    name: "practices",
    /** What the route factory asks on a professional's call that names a capability. */
    seatOf: practiceSeatLookup(deps.db),
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(practicesRoutes, { details, invitations, joining, membership, log, assignment });
    },
  };
}

export type PracticesModule = ReturnType<typeof createPracticesModule>;
