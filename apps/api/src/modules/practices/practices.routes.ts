import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { requestLanguage } from "../../lib/request-language";
import type { AssignmentService } from "./assignment.service";
import type { InvitationsService } from "./invitations.service";
import type { JoiningService } from "./joining.service";
import type { MembershipService } from "./membership.service";
import type { PracticeDetailsService } from "./practice-details.service";
import type { PracticeLogService } from "./practice-log.service";

/** Practices: the practice itself, invitations, joining, members' roles and leaving, its jobs' assignment, and its log. */
export const practicesRoutes: FastifyPluginAsyncZod<{
  details: PracticeDetailsService;
  invitations: InvitationsService;
  joining: JoiningService;
  membership: MembershipService;
  log: PracticeLogService;
  assignment: AssignmentService;
}> = async (app, { details, invitations, joining, membership, log, assignment }) => {
  const tags = ["Practices"];
  route(app, endpoints.practice.createPractice, { tags }, (request) =>
    details.create(request.principal, request.body, request.ip),
  );
  route(app, endpoints.practice.getPractice, { tags }, (request) => details.get(request.principal));
  route(app, endpoints.practice.updatePractice, { tags }, (request) =>
    details.update(request.principal, request.body, request.ip),
  );
  route(app, endpoints.practice.inviteMember, { tags }, (request) =>
    invitations.invite(request.principal, request.body, request.ip, requestLanguage(request)),
  );
  route(app, endpoints.practice.revokeInvitation, { tags }, (request) =>
    invitations.revoke(request.principal, request.body.invitationId, request.ip),
  );
  route(app, endpoints.practice.getInvitation, { tags }, (request) => joining.view(request.query.token));
  route(app, endpoints.practice.acceptInvitation, { tags }, (request) =>
    joining.accept(request.principal, request.body.token, request.ip),
  );
  route(app, endpoints.practice.changeMemberRole, { tags }, (request) =>
    membership.changeRole(request.principal, request.body, request.ip),
  );
  route(app, endpoints.practice.removeMember, { tags }, (request) =>
    membership.remove(request.principal, request.body, request.ip),
  );
  route(app, endpoints.practice.leavePractice, { tags }, (request) =>
    membership.leave(request.principal, request.body, request.ip),
  );
  route(app, endpoints.practice.assignJobs, { tags }, (request) =>
    assignment.assign(request.principal, request.body, request.ip),
  );
  route(app, endpoints.practice.assignRequests, { tags }, (request) =>
    assignment.assignRequests(request.principal, request.body, request.ip),
  );
  route(app, endpoints.practice.getPracticeLog, { tags }, (request) =>
    log.read(request.principal, request.query),
  );
};
