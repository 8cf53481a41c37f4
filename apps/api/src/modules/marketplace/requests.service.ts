import {
  type ExpertBusinessRequest,
  type ExpertIndividualRequest,
  type Introduction,
  type JobAssignee,
  jobTypeOf,
  QuoteActionStatusId,
  type RowRange,
  rowRangeToOffsetLimit,
  TaxPreparationTypeId,
  writeAnswerListsAsText,
} from "@taxlane/contract";
import { languageOf, t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import { avatarText } from "../../lib/avatar";
import type { Clock } from "../../lib/clock";
import { professionalScope } from "../../lib/practice-work";
import type { NotificationsService } from "../notifications";
import { assigneesOf } from "../practices";
import { publicName, starsOf } from "../profiles";
import { quotesRepository } from "./quotes.repository";
import { routedRequestsRepository } from "./routed-requests.repository";

type RoutedRow = Awaited<ReturnType<typeof routedRequestsRepository.listForExpert>>[number];

/**
 * A request as the expert it was routed to sees it. The taxpayer's e-mail and phone go only to an
 * expert they agreed may call them, or whose quote they chose. It is built on the row's
 * own answers, read for this call only: copying a stored questionnaire into a new object per row
 * cost more than the rest of the list's work.
 */
function toExpertRequest(row: RoutedRow, assignedTo: JobAssignee | null): Record<string, unknown> {
  const chose =
    row.sentQuoteActionStatusId === QuoteActionStatusId.chosenWaitingForInformation ||
    row.sentQuoteActionStatusId === QuoteActionStatusId.confirmed;
  const mayContact = row.taxpayerMayCallDirectly || chose;
  const request: Record<string, unknown> = row.answers;
  request.id = row.id;
  request.createdDate = row.createdAt.toISOString();
  request.user = {
    id: row.taxpayerUserId,
    email: mayContact ? row.taxpayerEmail : null,
    phoneNumber: mayContact ? row.taxpayerPhoneNumber : null,
    firstName: row.taxpayerFirstName,
    lastName: row.taxpayerLastName,
    mayCallDirectly: row.taxpayerMayCallDirectly,
    language: languageOf(row.taxpayerLanguage),
  };
  request.matchReasons = row.reasons;
  request.invited = row.invitedExpertUserId === row.expertUserId;
  request.sentQuoteId = row.sentQuoteId;
  request.introductionsCount = row.introductionsCount;
  // Ours, optional: the member working a practice's request (nothing for a professional alone).
  if (row.practiceId !== null) request.assignedTo = assignedTo;
  return request;
}

/** Requests from the expert's side, the taxpayer's introductions, and withdrawing a request. */
export function createRequestsService(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
}) {
  const { db, clock, notifications } = deps;

  async function routedTo(caller: Principal, kind: number, range: RowRange) {
    const { offset, limit } = rowRangeToOffsetLimit(range);
    const rows = await routedRequestsRepository.listForExpert(db, {
      ...professionalScope(caller),
      kind,
      offset,
      limit,
    });
    const assignees = await assigneesOf(
      db,
      rows.map((row) => row.assignedUserId),
    );
    return rows.map((row) => toExpertRequest(row, assignees(row.assignedUserId)));
  }

  return {
    individualForExpert: async (principal: Principal, range: RowRange) =>
      (await routedTo(principal, TaxPreparationTypeId.individual, range)).map((request) =>
        writeAnswerListsAsText(request),
      ) as ExpertIndividualRequest[],

    businessForExpert: async (principal: Principal, range: RowRange) =>
      (await routedTo(principal, TaxPreparationTypeId.businessEntity, range)) as ExpertBusinessRequest[],

    async introductions(caller: Principal): Promise<Introduction[]> {
      // Each expert's name, photo, workplace and rating come with the introductions, in one statement.
      const rows = await routedRequestsRepository.introductionsFor(db, caller.userId);
      return rows.map((row) => ({
        taxPreparationId: row.taxPreparationId,
        jobType: jobTypeOf(row.kind),
        accountantId: row.expertUserId,
        displayName: publicName(row.expertFirstName, row.expertLastName),
        avatar: avatarText(row.expertAvatarThumbnail),
        taxPreparerTypeId: row.taxPreparerTypeId,
        city: row.city,
        state: row.state,
        stars: starsOf(row.averageRating),
        reviewsCount: row.reviewsCount,
        reasons: row.reasons,
        introducedDate: row.introducedAt.toISOString(),
        quoteId: row.quoteId,
      }));
    },

    /** Withdraws a request while no quote of it is chosen; its experts stop seeing it. */
    async deleteRequest(
      caller: Principal,
      query: { taxPreparationId: number; isIndividual: boolean },
    ): Promise<void> {
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
        if (!request || request.kind !== kind) throw notFound(t("marketplace.requestNotFound"));
        // Withdrawn already: asking again changes nothing.
        if (request.deletedAt !== null) return;
        const chosen = await quotesRepository.chosenOf(tx, request.id);
        if (chosen) {
          throw conflict(
            chosen.actionStatusId === QuoteActionStatusId.confirmed
              ? t("marketplace.requestIsPreparation")
              : t("marketplace.requestHasChosenQuote"),
          );
        }
        await routedRequestsRepository.markDeleted(tx, request.id, clock.now());
        const experts = await routedRequestsRepository.workersOf(tx, request.id);
        await outbox.add(
          tx,
          ...experts.map((expertUserId) => ({
            userId: expertUserId,
            title: () => t("marketplace.requestWithdrawnTitle"),
            description: () => t("marketplace.requestWithdrawnText"),
            link: "expert/requests",
          })),
        );
      });
      await outbox.deliver();
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
