import {
  type BusinessInitialQuestions,
  type BusinessRequest,
  type IndividualInitialQuestions,
  type IndividualRequest,
  TaxPreparationTypeId,
  writeAnswerListsAsText,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { fieldError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { hashLinkToken, newLinkToken } from "../../lib/tokens";
import { type Person, peopleRecords, personOf } from "../identity";
import { type MatchingService, type NewTaxRequest, type OwnRequestRow, requestRecords } from "../marketplace";
import type { NotificationsService } from "../notifications";

const invalidInvitation = () => fieldError("invitationkey", t("profiles.invitationInvalid"), "NOT_FOUND");

type Answers = IndividualInitialQuestions | BusinessInitialQuestions;

/** How a request is stored: the answers (without the invitation key), with the state copied out for matching. */
export function requestRow(
  taxpayerUserId: number,
  answers: Omit<Answers, "invitationkey">,
  invitedExpertUserId: number | null,
  createdAt: Date,
): NewTaxRequest {
  return {
    taxpayerUserId,
    kind: answers.taxPreparationTypeId,
    answers,
    state: answers.state ?? null,
    invitedExpertUserId,
    createdAt,
  };
}

/** A request as its taxpayer sees it, built on the row's own answers (read for this call only, not copied). */
function toRequest(row: OwnRequestRow, person: Person): Record<string, unknown> {
  const request: Record<string, unknown> = row.answers;
  request.id = row.id;
  request.createdDate = row.createdAt.toISOString();
  request.user = {
    id: person.id,
    email: person.email,
    phoneNumber: person.phoneNumber,
    firstName: person.firstName,
    lastName: person.lastName,
    mayCallDirectly: person.mayCallDirectly,
  };
  return request;
}

/** The taxpayer's initial questions become requests for quotes; experts invite taxpayers by link. */
export function createOnboardingService(deps: {
  db: Database;
  clock: Clock;
  publicUrl: string;
  matching: MatchingService;
  notifications: NotificationsService;
}) {
  const { db, clock, publicUrl, matching, notifications } = deps;

  async function addRequest(caller: Principal, answers: Answers): Promise<{ taxPreparationId: number }> {
    const { invitationkey, ...stored } = answers;
    const invitedExpertUserId = invitationkey
      ? await requestRecords.invitingExpert(db, hashLinkToken(invitationkey))
      : null;
    if (invitationkey && invitedExpertUserId === null) throw invalidInvitation();
    const row = requestRow(caller.userId, stored, invitedExpertUserId, clock.now());
    const outbox = notifications.outbox();
    const taxPreparationId = await db.transaction(async (tx) => {
      const id = await requestRecords.add(tx, row);
      await matching.routeNewRequest(
        tx,
        { ...row, id, state: row.state ?? null, invitedExpertUserId: row.invitedExpertUserId ?? null },
        outbox,
      );
      return id;
    });
    await outbox.deliver();
    return { taxPreparationId };
  }

  return {
    addIndividualRequest: (principal: Principal, answers: IndividualInitialQuestions) =>
      addRequest(principal, answers),

    addBusinessRequest: (principal: Principal, answers: BusinessInitialQuestions) =>
      addRequest(principal, answers),

    async openIndividualRequests(caller: Principal): Promise<IndividualRequest[]> {
      const rows = await requestRecords.openOf(db, caller.userId, TaxPreparationTypeId.individual);
      const person = personOf(await peopleRecords.byIds(db, [caller.userId]), caller.userId);
      return rows.map((row) => writeAnswerListsAsText(toRequest(row, person)) as IndividualRequest);
    },

    async openBusinessRequests(caller: Principal): Promise<BusinessRequest[]> {
      const rows = await requestRecords.openOf(db, caller.userId, TaxPreparationTypeId.businessEntity);
      const person = personOf(await peopleRecords.byIds(db, [caller.userId]), caller.userId);
      return rows.map((row) => toRequest(row, person) as BusinessRequest);
    },

    /** A link that opens the questionnaire; a request made through it goes to this expert alone. */
    async invitationLink(caller: Principal): Promise<string> {
      const key = newLinkToken();
      await requestRecords.addInvitation(db, {
        keyHash: hashLinkToken(key),
        expertUserId: caller.userId,
        createdAt: clock.now(),
      });
      return `${publicUrl}/user/add-quote?invitationkey=${key}`;
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
