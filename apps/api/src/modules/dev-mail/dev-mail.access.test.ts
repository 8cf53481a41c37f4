import { describe, expect, it } from "vitest";
import { devMailboxEnabled, isLocalRequest } from "./dev-mail.access";

describe("whether the dev mailbox exists", () => {
  const files = { smtpUrl: undefined, devMailbox: undefined, publicUrl: "http://localhost:3000" };

  it("follows NODE_ENV while DEV_MAILBOX is unset", () => {
    expect(devMailboxEnabled({ ...files, env: "development" })).toBe(true);
    expect(devMailboxEnabled({ ...files, env: "test" })).toBe(true);
    expect(devMailboxEnabled({ ...files, env: "production" })).toBe(false);
  });

  it("is off while DEV_MAILBOX is unset on a server published under another name (behind a proxy)", () => {
    const published = { ...files, publicUrl: "https://taxlane.example" };
    expect(devMailboxEnabled({ ...published, env: "development" })).toBe(false);
    expect(devMailboxEnabled({ ...files, publicUrl: "http://127.0.0.1:8080", env: "development" })).toBe(
      true,
    );
    expect(devMailboxEnabled({ ...published, devMailbox: true, env: "development" })).toBe(true);
  });

  it("follows DEV_MAILBOX when it is set", () => {
    expect(devMailboxEnabled({ ...files, devMailbox: true, env: "production" })).toBe(true);
    expect(devMailboxEnabled({ ...files, devMailbox: false, env: "development" })).toBe(false);
  });

  it("never exists with an SMTP server", () => {
    expect(
      devMailboxEnabled({ ...files, smtpUrl: "smtp://mail:25", devMailbox: true, env: "development" }),
    ).toBe(false);
  });
});

describe("a local request", () => {
  const local = { remoteAddress: "127.0.0.1", headers: { host: "localhost:3000" } };

  it("comes from a loopback peer to a loopback Host", () => {
    expect(isLocalRequest(local)).toBe(true);
    expect(isLocalRequest({ remoteAddress: "::1", headers: { host: "[::1]:3000" } })).toBe(true);
    expect(isLocalRequest({ remoteAddress: "::ffff:127.0.0.1", headers: { host: "127.0.0.1" } })).toBe(true);
  });

  it("is not one from another machine", () => {
    expect(isLocalRequest({ ...local, remoteAddress: "203.0.113.9" })).toBe(false);
    expect(isLocalRequest({ ...local, remoteAddress: undefined })).toBe(false);
  });

  it("is not one a proxy passed on", () => {
    for (const header of ["forwarded", "x-forwarded-for", "x-real-ip"]) {
      expect(isLocalRequest({ ...local, headers: { ...local.headers, [header]: "127.0.0.1" } }), header).toBe(
        false,
      );
    }
  });

  it("is not one addressed to another name, as a rebound page's would be", () => {
    expect(isLocalRequest({ ...local, headers: { host: "evil.example" } })).toBe(false);
    expect(isLocalRequest({ ...local, headers: { host: "evil.example:3000" } })).toBe(false);
    expect(isLocalRequest({ ...local, headers: {} })).toBe(false);
  });
});
