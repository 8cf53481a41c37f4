import {
  answerListsAsText,
  type ExpertBusinessRequest,
  type ExpertIndividualRequest,
  type Introduction,
  jobTypeOf,
  QuoteActionStatusId,
  RoleId,
  type RowRange,
  rowRangeToOffsetLimit,
  TaxPreparationTypeId,
} from "@taxlane/contract";
import type { Database } from "../../db/client";
import { type Principal, requireRole } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import { avatarText } from "../../lib/avatar";
import type { Clock } from "../../lib/clock";
import { type Person, peopleService, personOf } from "../identity/people.service";
import type { NotificationsService } from "../notifications/notifications.service";
import { profileRecordsService } from "../profiles/profile-records.service";
import { publicName } from "../profiles/public-name";
import { reviewRecordsService } from "../profiles/review-records.service";
import { jobRecordsService } from "../tax-preparation/job-records.service";
import { quotesRepository } from "./quotes.repository";
import { requestsRepository } from "./requests.repository";
import { routedRequestsRepository } from "./routed-requests.repository";

type RoutedRow = Awaited<ReturnType<typeof routedRequestsRepository.listForExpert>>[number] & {
  user: Pick<Person, "id" | "email" | "phoneNumber" | "firstName" | "lastName" | "mayCallDirectly">;
};

/**
 * A request as the expert it was routed to sees it. The taxpayer's e-mail and phone go only to an
 * expert they agreed may call them, or whose quote they chose (API.md).
 */
function toExpertRequest(row: RoutedRow, expertUserId: number) {
  const chose =
    row.sentQuoteActionStatusId === QuoteActionStatusId.chosenWaitingForInformation ||
    row.sentQuoteActionStatusId === QuoteActionStatusId.confirmed;
  const mayContact = row.user.mayCallDirectly || chose;
  return {
    ...row.answers,
    id: row.id,
    createdDate: row.createdAt.toISOString(),
    user: {
      ...row.user,
      email: mayContact ? row.user.email : null,
      phoneNumber: mayContact ? row.user.phoneNumber : null,
    },
    matchReasons: row.reasons,
    invited: row.invitedExpertUserId === expertUserId,
    sentQuoteId: row.sentQuoteId,
    introductionsCount: row.introductionsCount,
  };
}

/** Requests from the expert's side, the taxpayer's introductions, and withdrawing a request. */
export function createRequestsService(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
}) {
  const { db, clock, notifications } = deps;

  async function routedTo(principal: Principal | null, kind: number, range: RowRange) {
    const caller = requireRole(principal, RoleId.expert);
    const { offset, limit } = rowRangeToOffsetLimit(range);
    const rows = await routedRequestsRepository.listForExpert(db, {
      expertUserId: caller.userId,
      kind,
      offset,
      limit,
    });
    const people = await peopleService.byIds(
      db,
      rows.map((row) => row.taxpayerUserId),
    );
    return rows.map(({ taxpayerUserId, ...row }) => {
      const person = personOf(people, taxpayerUserId);
      const user = {
        id: person.id,
        email: person.email,
        phoneNumber: person.phoneNumber,
        firstName: person.firstName,
        lastName: person.lastName,
        mayCallDirectly: person.mayCallDirectly,
      };
      return toExpertRequest({ ...row, taxpayerUserId, user }, caller.userId);
    });
  }

  return {
    individualForExpert: async (principal: Principal | null, range: RowRange) =>
      (await routedTo(principal, TaxPreparationTypeId.individual, range)).map((request) =>
        answerListsAsText(request),
      ) as ExpertIndividualRequest[],

    businessForExpert: async (principal: Principal | null, range: RowRange) =>
      (await routedTo(principal, TaxPreparationTypeId.businessEntity, range)) as ExpertBusinessRequest[],

    async introductions(principal: Principal | null): Promise<Introduction[]> {
      const caller = requireRole(principal, RoleId.taxpayer);
      const withJobs = await jobRecordsService.requestsWithJobs(
        db,
        await requestsRepository.idsOf(db, caller.userId),
      );
      const rows = await routedRequestsRepository.introductionsFor(db, caller.userId, withJobs);
      const experts = rows.map((row) => row.expertUserId);
      const [people, workplaces, ratings] = await Promise.all([
        peopleService.byIds(db, experts),
        profileRecordsService.workplaces(db, experts),
        reviewRecordsService.ratingsOf(db, experts),
      ]);
      // Only experts with a profile are introduced.
      return rows.flatMap((row) => {
        const workplace = workplaces.get(row.expertUserId);
        if (!workplace) return [];
        const expert = personOf(people, row.expertUserId);
        const rating = ratings.of(row.expertUserId);
        return [
          {
            taxPreparationId: row.taxPreparationId,
            jobType: jobTypeOf(row.kind),
            accountantId: expert.id,
            displayName: publicName(expert.firstName, expert.lastName),
            avatar: avatarText(expert.avatarThumbnail),
            taxPreparerTypeId: workplace.taxPreparerTypeId,
            city: workplace.city,
            state: workplace.state,
            stars: rating.stars,
            reviewsCount: rating.reviewsCount,
            reasons: row.reasons,
            introducedDate: row.introducedAt.toISOString(),
            quoteId: row.quoteId,
          },
        ];
      });
    },

    /** Withdraws a request while no quote of it is chosen; its experts stop seeing it. */
    async deleteRequest(
      principal: Principal | null,
      query: { taxPreparationId: number; isIndividual: boolean },
    ): Promise<void> {
      const caller = requireRole(principal, RoleId.taxpayer);
      const outbox = notifications.outbox();
      await db.transaction(async (tx) => {
        const request = await routedRequestsRepository.lockOwnRequest(
          tx,
          caller.userId,
          query.taxPreparationId,
        );
        const kind = query.isIndividual
          ? TaxPreparationTypeId.individual
          : TaxPreparationTypeId.businessEntity;
        if (!request || request.kind !== kind) throw notFound("We could not find that request.");
        // Withdrawn already: asking again changes nothing.
        if (request.deletedAt !== null) return;
        const chosen = await quotesRepository.chosenOf(tx, request.id);
        if (chosen) {
          throw conflict(
            chosen.actionStatusId === QuoteActionStatusId.confirmed
              ? "This request has become a tax preparation and can no longer be deleted."
              : "You have chosen a quote for this request, so it can no longer be deleted.",
          );
        }
        await routedRequestsRepository.markDeleted(tx, request.id, clock.now());
        const experts = await routedRequestsRepository.expertsOf(tx, request.id);
        await outbox.add(
          tx,
          ...experts.map((expertUserId) => ({
            userId: expertUserId,
            title: "A request was withdrawn",
            description: "A taxpayer withdrew a request that was sent to you; it is no longer on your list.",
            link: "expert/requests",
          })),
        );
      });
      await outbox.deliver();
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
