import type { InvitationView, PracticeAnswer } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, forbidden, notFound } from "../../lib/app-error";
import { hashLinkToken } from "../../lib/tokens";
import { auditRecords } from "../audit";
import { peopleRecords } from "../identity";
import { type InvitationRow, invitationsRepository } from "./invitations.repository";
import { assertRoomFor, membersChanged } from "./practice-seats";
import { answerFor, nameOf } from "./practice-view";
import type { PracticesDeps } from "./practices.deps";
import { practicesRepository } from "./practices.repository";
import { lockPerson, lockPractice } from "./seats";

/**
 * The invitation a link's token opens, still open, or 404 saying why not (unknown, withdrawn,
 * accepted, expired): the page says what to do next rather than a bare "gone".
 */
async function openInvitation(executor: Executor, token: string, now: Date): Promise<InvitationRow> {
  const invitation = await invitationsRepository.byTokenHash(executor, hashLinkToken(token));
  if (!invitation) throw notFound(t("practices.invitationNotFound"));
  if (invitation.acceptedAt) throw notFound(t("practices.invitationUsed"));
  if (invitation.revokedAt) throw notFound(t("practices.invitationRevoked"));
  if (invitation.expiresAt.getTime() <= now.getTime()) throw notFound(t("practices.invitationExpired"));
  return invitation;
}

/** Joining a practice by an invitation's link: what the link shows, and accepting it. */
export function createJoiningService(deps: PracticesDeps) {
  const { db, clock } = deps;
  return {
    /** What the link's page shows anyone holding it, signed in or not. */
    async view(token: string): Promise<InvitationView> {
      const invitation = await openInvitation(db, token, clock.now());
      const practice = await practicesRepository.find(db, invitation.practiceId);
      const inviter = (await peopleRecords.byIds(db, [invitation.invitedBy])).get(invitation.invitedBy);
      return {
        practiceName: practice?.name ?? "",
        inviterName: nameOf(inviter),
        role: invitation.role,
        seesAllJobs: invitation.seesAllJobs,
        email: invitation.email,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    /**
     * The signed-in professional whose e-mail the invitation names, in no practice, joins with its role:
     * the invitation is used up, the member added and the joining audited in one transaction. A solo
     * professional's own jobs stay theirs.
     */
    async accept(caller: Principal, token: string, from: string): Promise<PracticeAnswer> {
      return db.transaction(async (tx) => {
        await lockPerson(tx, caller.userId);
        const now = clock.now();
        const invitation = await openInvitation(tx, token, now);
        const me = (await peopleRecords.byIds(tx, [caller.userId])).get(caller.userId);
        if (me?.email.toLowerCase() !== invitation.email.toLowerCase()) {
          throw forbidden(t("practices.invitationOtherEmail", { email: invitation.email }));
        }
        if (await practicesRepository.seatOf(tx, caller.userId))
          throw conflict(t("practices.acceptInPractice"));
        // Withdrawn or accepted since it was read: say so as the link's page would.
        if (!(await invitationsRepository.acceptOnce(tx, invitation.id, now))) {
          await openInvitation(tx, token, now);
          throw notFound(t("practices.invitationNotFound"));
        }
        // Joinings of one practice one after the other: each counts the members the one before added.
        await lockPractice(tx, invitation.practiceId);
        const practice = await practicesRepository.find(tx, invitation.practiceId);
        const members = await practicesRepository.members(tx, invitation.practiceId);
        const named = { id: invitation.practiceId, name: practice?.name ?? "" };
        await assertRoomFor(tx, deps.seats, named, members.length + 1, "joiner");
        await practicesRepository.insertMember(tx, {
          practiceId: invitation.practiceId,
          userId: caller.userId,
          role: invitation.role,
          seesAllJobs: invitation.seesAllJobs,
          joinedAt: now,
        });
        await membersChanged(tx, deps.seats, invitation.practiceId);
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "practices.invitation-accepted",
          subjectUserId: caller.userId,
          subject: `practice-invitation:${invitation.id}`,
          from,
          detail: { practiceId: invitation.practiceId, role: invitation.role },
        });
        return answerFor(tx, caller.userId, now, deps);
      });
    },
  };
}

export type JoiningService = ReturnType<typeof createJoiningService>;
