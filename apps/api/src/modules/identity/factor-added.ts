import type { FactorAdded } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { auditRecords } from "../audit";
import type { IdentityDeps } from "./identity.deps";
import { placeOf } from "./ip-places";
import type { SignInClient } from "./session-opening";

/**
 * What adding an authenticator app or a passkey ends with, in the transaction that kept it: the
 * session that added it is re-opened as one that used it (it just proved the factor, and a new token
 * is never one an attacker saw before), the first factor brings its recovery codes, and the log says so.
 */
export function createFactorAdded({ clock, sessions, recovery }: IdentityDeps) {
  return async function factorAdded(
    tx: Executor,
    caller: Principal,
    factor: "totp" | "passkey",
    client: SignInClient,
  ): Promise<FactorAdded> {
    await sessions.end(caller.sessionId, tx);
    const { token } = await sessions.open(
      { id: caller.userId, roleId: caller.roleId },
      { factor, userAgent: client.userAgent, place: await placeOf(client.ip) },
      tx,
    );
    const recoveryCodes = await recovery.issueIfNone(tx, caller.userId);
    await auditRecords.record(tx, {
      at: clock.now(),
      actor: { userId: caller.userId, roleId: caller.roleId },
      action: "identity.factor-added",
      subjectUserId: caller.userId,
      subject: `user:${caller.userId}`,
      from: client.ip,
      detail: { factor },
    });
    return { token, recoveryCodes };
  };
}
