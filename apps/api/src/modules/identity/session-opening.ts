import { SECOND_FACTOR_GRACE_DAYS } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { auditRecords } from "../audit";
import type { IdentityDeps } from "./identity.deps";
import { placeOf } from "./ip-places";
import { createNewDeviceMail } from "./new-device-mail";
import { hasStrongFactor, secondFactorsRepository } from "./second-factors.repository";
import { requiresStrongFactor, type SessionFactor } from "./sessions.service";
import { type UserRow, usersRepository } from "./users.repository";

const day = 24 * 60 * 60_000;

/** Where a sign-in comes from: the client's address and its device cookie's value, if any. */
export interface SignInClient {
  ip: string;
  device: string | undefined;
  /** The browser's User-Agent header, which names the device in the person's list of sessions. */
  userAgent?: string | undefined;
}

/** A sign-in's answer and, when it opened a session, the device cookie's new value. */
export interface SignInOutcome<T> {
  answer: T;
  device: string | undefined;
}

/**
 * The end of every sign-in, whatever the person proved: a session for them and the sign-in in the
 * audit log in one transaction (with what `beforeOpening` spends, a code or a step), then the
 * account added to the device's cookie.
 */
export function createSessionOpening(deps: IdentityDeps) {
  const { db, clock, sessions, devices } = deps;
  const mailIfNewDevice = createNewDeviceMail(deps);

  /**
   * A professional or operator without an app or a passkey is given the grace at their first session
   * without one: days to add one before client data closes to sessions not opened with it.
   */
  async function startGraceIfAsked(tx: Executor, user: Pick<UserRow, "id" | "roleId">): Promise<boolean> {
    if (!requiresStrongFactor(user.roleId)) return false;
    if (hasStrongFactor(await secondFactorsRepository.holdings(tx, user.id))) return false;
    const dueAt = new Date(clock.now().getTime() + SECOND_FACTOR_GRACE_DAYS * day);
    return usersRepository.startSecondFactorGrace(tx, user.id, dueAt);
  }

  return async function signedIn(
    user: Pick<UserRow, "id" | "roleId">,
    client: SignInClient,
    factor: SessionFactor,
    beforeOpening?: (tx: Executor) => Promise<void>,
  ): Promise<SignInOutcome<{ token: string; secondFactorGraceBegan?: true }>> {
    const { ip, userAgent } = client;
    const place = await placeOf(ip);
    const answer = await db.transaction(async (tx) => {
      await beforeOpening?.(tx);
      const graceBegan = await startGraceIfAsked(tx, user);
      const opening = { factor, userAgent, place };
      const { token, sessionId } = await sessions.open({ id: user.id, roleId: user.roleId }, opening, tx);
      await mailIfNewDevice(tx, user.id, client, { sessionId, place });
      await auditRecords.record(tx, {
        at: clock.now(),
        actor: { userId: user.id, roleId: user.roleId },
        action: "identity.sign-in",
        subjectUserId: user.id,
        subject: `user:${user.id}`,
        from: ip,
      });
      return graceBegan ? { token, secondFactorGraceBegan: true as const } : { token };
    });
    return { answer, device: devices.remember(client.device, user.id) };
  };
}

/** Opens a session for a person who proved who they are (`createSessionOpening`). */
export type SignedIn = ReturnType<typeof createSessionOpening>;
