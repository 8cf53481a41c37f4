import { createHmac, timingSafeEqual } from "node:crypto";
import type { Clock } from "../../lib/clock";

/** How long a device is known after its last sign-in to an account; the cookie lives as long. */
export const knownDeviceLifetimeSeconds = 180 * 24 * 60 * 60;
/** Accounts one device is remembered for (a family's shared computer), newest sign-in first. */
const accountsPerDevice = 5;

/**
 * A device that signed in to an account before, recognised by a cookie the browser keeps. Its value
 * holds, for each account signed in to from the device, a mark: the time of that sign-in and a
 * signature of it with the account's id under a server key. It names no account, and nobody
 * without the key can make a mark for one.
 */
export interface SignInDevices {
  /** Whether the cookie's value holds a valid mark of a sign-in to the account. */
  recognises(cookie: string | undefined, userId: number): boolean;
  /** The cookie's value after a sign-in to the account: its fresh mark, then the device's other valid ones. */
  remember(cookie: string | undefined, userId: number): string;
}

export function createSignInDevices(key: string, clock: Clock): SignInDevices {
  const signature = (userId: number, issued: string) =>
    createHmac("sha256", key).update(`${userId}:${issued}`).digest("base64url").slice(0, 22);

  /** The marks in a cookie still young enough, each with whether it is the account's. */
  function marksOf(cookie: string | undefined, userId: number) {
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    return (cookie ?? "")
      .split(".")
      .slice(0, accountsPerDevice)
      .flatMap((mark) => {
        const [issued = "", signed = ""] = mark.split("~");
        const age = nowSeconds - Number.parseInt(issued, 36);
        if (!/^[0-9a-z]{1,8}$/.test(issued) || !(age >= 0 && age < knownDeviceLifetimeSeconds)) return [];
        const expected = Buffer.from(signature(userId, issued));
        const given = Buffer.from(signed);
        return [{ mark, isAccounts: given.length === expected.length && timingSafeEqual(given, expected) }];
      });
  }

  return {
    recognises: (cookie, userId) => marksOf(cookie, userId).some((mark) => mark.isAccounts),

    remember(cookie, userId) {
      const issued = Math.floor(clock.now().getTime() / 1000).toString(36);
      const others = marksOf(cookie, userId).filter((mark) => !mark.isAccounts);
      return [`${issued}~${signature(userId, issued)}`, ...others.map((other) => other.mark)]
        .slice(0, accountsPerDevice)
        .join(".");
    },
  };
}
