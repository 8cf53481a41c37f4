import { type DeviceSession, secondFactorKinds } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Principal } from "../../lib/access";
import { AppError, notFound } from "../../lib/app-error";
import { auditRecords } from "../audit";
import { deviceName } from "./device-names";
import { type DeviceSessionRow, deviceSessionsRepository } from "./device-sessions.repository";
import type { IdentityDeps } from "./identity.deps";
import { placeName } from "./ip-places";
import { createEndSessionLinks } from "./new-device-mail";

const factors: readonly string[] = ["password", ...secondFactorKinds];

function toDeviceSession(row: DeviceSessionRow, currentSessionId: string): DeviceSession {
  return {
    id: row.id,
    device: deviceName(row.userAgent),
    place: placeName(row.place),
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
    current: row.id === currentSessionId,
    factor:
      row.factor !== null && factors.includes(row.factor) ? (row.factor as DeviceSession["factor"]) : null,
  };
}

/**
 * Where a person is signed in, and ending those sessions: one of theirs from the list, all but
 * this one, or the one a new-device mail told of, from its link. Every end reaches every process
 * at once (`sessions.end` drops it from the session caches when it commits).
 */
export function createDeviceSessionsService({ db, clock, sessions, jwtSecret }: IdentityDeps) {
  const links = createEndSessionLinks(jwtSecret);
  const actorOf = (caller: Principal) => ({ userId: caller.userId, roleId: caller.roleId });

  return {
    async list(caller: Principal): Promise<DeviceSession[]> {
      const rows = await deviceSessionsRepository.listOpen(db, caller.userId, clock.now());
      return rows.map((row) => toDeviceSession(row, caller.sessionId));
    },

    /** Ends one of the caller's open sessions (this one too: that signs this device out). */
    async endOne(caller: Principal, sessionId: string, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        // Someone else's session answers as an unknown one, so ids cannot be probed.
        if (!(await deviceSessionsRepository.isOpenFor(tx, sessionId, caller.userId, clock.now()))) {
          throw notFound(t("devices.sessionNotFound"));
        }
        await sessions.end(sessionId, tx);
        await auditRecords.record(tx, {
          at: clock.now(),
          actor: actorOf(caller),
          action: "identity.session-ended",
          subjectUserId: caller.userId,
          subject: `user:${caller.userId}`,
          from: ip,
          detail: { current: sessionId === caller.sessionId },
        });
      });
    },

    /** Signs the caller out everywhere but here. */
    async endOthers(caller: Principal, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        await sessions.endAllForUser(caller.userId, caller.sessionId, tx);
        await auditRecords.record(tx, {
          at: clock.now(),
          actor: actorOf(caller),
          action: "identity.other-sessions-ended",
          subjectUserId: caller.userId,
          subject: `user:${caller.userId}`,
          from: ip,
        });
      });
    },

    /**
     * Ends the session a new-device mail's link names. A link followed twice, or for a session that
     * ended meanwhile, answers done as well: the person only wants it over.
     */
    async endFromMail(token: string, ip: string): Promise<void> {
      const sessionId = links.sessionOf(token);
      const owner = sessionId === null ? null : await deviceSessionsRepository.ownerOf(db, sessionId);
      if (sessionId === null || owner === null) {
        throw new AppError("BAD_REQUEST", t("devices.endSessionLinkInvalid"));
      }
      await db.transaction(async (tx) => {
        if (!(await deviceSessionsRepository.isOpenFor(tx, sessionId, owner.userId, clock.now()))) return;
        await sessions.end(sessionId, tx);
        await auditRecords.record(tx, {
          at: clock.now(),
          // The link was mailed to the account's owner: following it is their act.
          actor: owner,
          action: "identity.session-ended",
          subjectUserId: owner.userId,
          subject: `user:${owner.userId}`,
          from: ip,
          detail: { fromMail: true },
        });
      });
    },
  };
}

export type DeviceSessionsService = ReturnType<typeof createDeviceSessionsService>;
