import {
  type InviteMember,
  PRACTICE_INVITATION_DAYS,
  type PracticeAnswer,
  practiceRoleChoosesAllJobs,
  RoleId,
} from "@taxlane/contract";
import { type Language, t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import { hashLinkToken, newLinkToken } from "../../lib/tokens";
import { auditRecords } from "../audit";
import { peopleRecords } from "../identity";
import { invitationsRepository } from "./invitations.repository";
import { assertRoomFor } from "./practice-seats";
import { nameOf, practiceAnswer } from "./practice-view";
import type { PracticesDeps } from "./practices.deps";
import { practicesMail } from "./practices.mail";
import { practicesRepository, type SeatRow } from "./practices.repository";
import { lockPractice, ownerSeatOfCaller } from "./seats";

const dayMs = 24 * 60 * 60_000;

/** "Sees every job" is the owner's choice for a preparer only; the table decides for the others. */
export const seesAllJobsFor = (role: InviteMember["role"], seesAllJobs: boolean | undefined) =>
  practiceRoleChoosesAllJobs(role) && seesAllJobs === true;

/**
 * Who may not be invited, in words: a person already in this practice or another, an account that is
 * not a professional's (an operator's, a taxpayer's). An address without an account may be: its owner
 * signs up as a professional, then accepts.
 */
async function refuseInvitee(executor: Executor, seat: SeatRow, email: string): Promise<number | null> {
  const person = await peopleRecords.byEmail(executor, email);
  if (!person) return null;
  if (person.roleId !== RoleId.expert) throw conflict(t("practices.notProfessional", { email }));
  const theirs = await practicesRepository.seatOf(executor, person.id);
  if (theirs?.practiceId === seat.practiceId) throw conflict(t("practices.alreadyMember", { email }));
  if (theirs) throw conflict(t("practices.inOtherPractice", { email }));
  return person.id;
}

/**
 * The members the practice would have were every open invitation accepted, this one included (one
 * to the same address is replaced by it): the included seats are counted against them, so sending
 * invitations cannot outrun the plan.
 */
async function membersIfAllAccept(executor: Executor, seat: SeatRow, email: string, now: Date) {
  const members = await practicesRepository.members(executor, seat.practiceId);
  const open = (await invitationsRepository.openOf(executor, seat.practiceId)).filter(
    (invitation) =>
      invitation.expiresAt.getTime() > now.getTime() &&
      invitation.email.toLowerCase() !== email.toLowerCase(),
  );
  return members.length + open.length + 1;
}

/** An owner's invitations: sending one (by mail, with a link) and withdrawing one. */
export function createInvitationsService(deps: PracticesDeps) {
  const { db, clock, mail, publicUrl } = deps;
  return {
    /**
     * Invites a professional by e-mail with a role: an open invitation to the same address is withdrawn,
     * the new one stored (its token only as a hash), mailed and audited, in one transaction.
     */
    /**
     * `language`: the inviting page's, for an address with no account yet; a professional with an
     * account reads the invitation in their own.
     */
    async invite(
      caller: Principal,
      request: InviteMember,
      from: string,
      language: Language,
    ): Promise<PracticeAnswer> {
      const token = newLinkToken();
      return db.transaction(async (tx) => {
        const seat = await ownerSeatOfCaller(tx, caller);
        const inviteeId = await refuseInvitee(tx, seat, request.email);
        const now = clock.now();
        await lockPractice(tx, seat.practiceId);
        const practice = { id: seat.practiceId, name: seat.practiceName };
        const wanted = await membersIfAllAccept(tx, seat, request.email, now);
        await assertRoomFor(tx, deps.seats, practice, wanted, "owner");
        await invitationsRepository.revokeOpenTo(tx, seat.practiceId, request.email, now);
        const invitation = await invitationsRepository.insert(tx, {
          practiceId: seat.practiceId,
          email: request.email,
          role: request.role,
          seesAllJobs: seesAllJobsFor(request.role, request.seesAllJobs),
          tokenHash: hashLinkToken(token),
          invitedBy: caller.userId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + PRACTICE_INVITATION_DAYS * dayMs),
        });
        const inviter = (await peopleRecords.byIds(tx, [caller.userId])).get(caller.userId);
        await mail.enqueue(
          tx,
          practicesMail.invitation(
            {
              email: request.email,
              language:
                inviteeId === null
                  ? language
                  : ((await peopleRecords.languages(tx, [inviteeId])).get(inviteeId) ?? language),
            },
            {
              inviter: nameOf(inviter),
              practice: seat.practiceName,
              role: request.role,
              link: `${publicUrl}/expert/practice/join?token=${encodeURIComponent(token)}`,
            },
          ),
        );
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "practices.member-invited",
          subjectUserId: inviteeId,
          subject: `practice-invitation:${invitation.id}`,
          from,
          detail: { practiceId: seat.practiceId, role: request.role },
        });
        return practiceAnswer(tx, seat, now, deps);
      });
    },

    /** Withdraws a pending invitation of the owner's practice; its link stops working. */
    async revoke(caller: Principal, invitationId: number, from: string): Promise<PracticeAnswer> {
      return db.transaction(async (tx) => {
        const seat = await ownerSeatOfCaller(tx, caller);
        const invitation = await invitationsRepository.find(tx, seat.practiceId, invitationId);
        if (!invitation) throw notFound(t("practices.invitationNotFound"));
        const now = clock.now();
        if (!(await invitationsRepository.revoke(tx, invitation.id, now))) {
          throw conflict(t("practices.invitationNotPending"));
        }
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "practices.invitation-revoked",
          subject: `practice-invitation:${invitation.id}`,
          from,
          detail: { practiceId: seat.practiceId },
        });
        return practiceAnswer(tx, seat, now, deps);
      });
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
