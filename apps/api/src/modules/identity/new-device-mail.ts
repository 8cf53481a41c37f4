import { createHmac, timingSafeEqual } from "node:crypto";
import type { Executor } from "../../db/client";
import { knownZoneOr } from "../../lib/known-zones";
import { deviceName } from "./device-names";
import { deviceSessionsRepository } from "./device-sessions.repository";
import type { IdentityDeps } from "./identity.deps";
import { identityMail, recipientOf } from "./identity.mail";
import type { PlaceCode } from "./ip-places";
import { usersRepository } from "./users.repository";

const sessionIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The token of a new-device mail's link: the session's id and its signature under a key of its own,
 * so the link ends that one session and no other, and nobody can make one for a session they saw
 * the id of. It holds nothing else: it is good for as long as the session is open.
 */
export function createEndSessionLinks(jwtSecret: string) {
  const key = `${jwtSecret}:end-session-links`;
  const signature = (sessionId: string) => createHmac("sha256", key).update(sessionId).digest("base64url");
  return {
    tokenFor: (sessionId: string) => `${sessionId}.${signature(sessionId)}`,
    /** The session a token names, or null when it was not made here. */
    sessionOf(token: string): string | null {
      const [sessionId = "", signed = "", ...rest] = token.trim().split(".");
      if (rest.length > 0 || !sessionIdPattern.test(sessionId)) return null;
      const expected = Buffer.from(signature(sessionId));
      const given = Buffer.from(signed);
      return given.length === expected.length && timingSafeEqual(given, expected) ? sessionId : null;
    },
  };
}

/**
 * Tells the person of a sign-in from a device their account's cookie did not know, in the
 * transaction that opened the session: device, rough place, time, and a link that ends it. Not for
 * the first session an account ever has (just after signing up, every device is new).
 */
export function createNewDeviceMail({ clock, mail, devices, publicUrl, jwtSecret }: IdentityDeps) {
  const links = createEndSessionLinks(jwtSecret);
  return async function mailIfNewDevice(
    tx: Executor,
    userId: number,
    /** The sign-in's client (`SignInClient`): its device cookie and User-Agent. */
    client: { device: string | undefined; userAgent?: string | undefined },
    opened: { sessionId: string; place: PlaceCode },
  ): Promise<void> {
    if (devices.recognises(client.device, userId)) return;
    if (!(await deviceSessionsRepository.hadOtherSession(tx, userId, opened.sessionId))) return;
    const user = await usersRepository.findById(tx, userId);
    if (!user) return;
    const link = `${publicUrl}/end-session?token=${encodeURIComponent(links.tokenFor(opened.sessionId))}`;
    const details = {
      device: deviceName(client.userAgent),
      place: opened.place,
      at: clock.now(),
      // The time as the person reads it where they live; in UTC, named so, when their zone is not known.
      zone: knownZoneOr(user.timeZone, "UTC"),
    };
    await mail.enqueue(tx, identityMail.newSignIn(recipientOf(user), details, link));
  };
}
