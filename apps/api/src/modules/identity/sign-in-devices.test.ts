import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../../lib/clock";
import { answerKeepingDevice, signInClientOf } from "./sign-in-device-cookie";
import { createSignInDevices, knownDeviceLifetimeSeconds } from "./sign-in-devices";

describe("devices that signed in before", () => {
  const clock = fixedClock(new Date("2026-06-01T12:00:00Z"));
  const devices = createSignInDevices("a server key", clock);

  it("knows the account a device signed in to, and no other, until the mark is too old", () => {
    const cookie = devices.remember(undefined, 7);
    expect(devices.recognises(cookie, 7)).toBe(true);
    expect(devices.recognises(cookie, 8)).toBe(false);
    expect(createSignInDevices("another key", clock).recognises(cookie, 7)).toBe(false);
    expect(
      devices.recognises(
        cookie.replace(/.$/, (last) => (last === "A" ? "B" : "A")),
        7,
      ),
    ).toBe(false);
    clock.advance(knownDeviceLifetimeSeconds * 1000);
    expect(devices.recognises(cookie, 7)).toBe(false);
  });

  it("keeps the five accounts signed in to most recently", () => {
    let cookie: string | undefined;
    for (const userId of [1, 2, 3, 4, 5, 6, 2]) cookie = devices.remember(cookie, userId);
    expect([1, 2, 3, 4, 5, 6].filter((userId) => devices.recognises(cookie, userId))).toEqual([
      2, 3, 4, 5, 6,
    ]);
  });

  it("sets a cookie scripts cannot read, Secure where the app is served over https", () => {
    const request = { ip: "192.0.2.9", protocol: "http", headers: { cookie: "a=1; taxlane_device=v~x" } };
    expect(signInClientOf(request as FastifyRequest)).toEqual({ ip: "192.0.2.9", device: "v~x" });
    const headers: Record<string, string> = {};
    const reply = { header: (name: string, value: string) => Object.assign(headers, { [name]: value }) };
    const outcome = { answer: { token: "t" }, device: "mark" };
    const call = (overHttps: boolean) =>
      answerKeepingDevice(request as FastifyRequest, reply as unknown as FastifyReply, outcome, overHttps);
    expect(call(false)).toEqual({ token: "t" });
    expect(headers["set-cookie"]).toBe(
      `taxlane_device=mark; Path=/api; Max-Age=${knownDeviceLifetimeSeconds}; HttpOnly; SameSite=Lax`,
    );
    call(true);
    expect(headers["set-cookie"]).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });
});
