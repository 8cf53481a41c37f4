import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isLoopbackHost, isLoopbackHostHeader, isPrivateServer } from "./loopback";

describe("loopback addresses", () => {
  it("knows this machine's addresses", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "::FFFF:127.1.2.3"]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it("refuses every other address", () => {
    for (const address of [
      undefined,
      "",
      "10.0.0.1",
      "0.0.0.0",
      "::",
      "::ffff:10.0.0.1",
      "128.0.0.1",
      "localhost",
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});

describe("loopback hosts", () => {
  it("takes localhost and loopback addresses, bracketed or not", () => {
    for (const host of ["localhost", "LOCALHOST", "localhost.", "127.0.0.1", "::1", "[::1]"]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ["0.0.0.0", "::", "example.com", "localhost.example.com", "my.localhost"]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it("reads Host headers with or without a port", () => {
    for (const header of ["localhost", "localhost:3000", "127.0.0.1:5173", "[::1]", "[::1]:3000"]) {
      expect(isLoopbackHostHeader(header), header).toBe(true);
    }
    for (const header of [
      undefined,
      "",
      "evil.example",
      "evil.example:3000",
      "127.0.0.1.evil.example",
      "localhost:3000@evil.example",
      "::1",
      "localhost:abc",
    ]) {
      expect(isLoopbackHostHeader(header), String(header)).toBe(false);
    }
  });
});

describe("a private server", () => {
  const local = { publicUrl: "http://localhost:3000" };

  it("listens on this machine only and is not in production", () => {
    expect(isPrivateServer({ ...local, host: "127.0.0.1", env: "development" })).toBe(true);
    expect(isPrivateServer({ ...local, host: "localhost", env: "test" })).toBe(true);
    expect(isPrivateServer({ ...local, host: "::1", env: "development" })).toBe(true);
    expect(isPrivateServer({ ...local, host: "0.0.0.0", env: "development" })).toBe(false);
    expect(isPrivateServer({ ...local, host: "192.168.1.4", env: "development" })).toBe(false);
    expect(isPrivateServer({ ...local, host: "127.0.0.1", env: "production" })).toBe(false);
  });

  it("is not published under another name: a proxy on this machine would make it public", () => {
    const development = { host: "127.0.0.1", env: "development" } as const;
    expect(isPrivateServer({ ...development, publicUrl: "https://taxlane.example" })).toBe(false);
    expect(isPrivateServer({ ...development, publicUrl: "http://192.168.1.4:3000" })).toBe(false);
    expect(isPrivateServer({ ...development, publicUrl: "http://127.0.0.1:3000" })).toBe(true);
    expect(isPrivateServer({ ...development, publicUrl: "http://[::1]:3000" })).toBe(true);
  });
});
