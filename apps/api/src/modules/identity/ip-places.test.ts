import { describe, expect, it } from "vitest";
import { placeOf } from "./ip-places";

describe("places of addresses", () => {
  it.each([
    "127.0.0.1",
    "::1",
    "::ffff:127.0.0.1",
    "10.1.2.3",
    "172.16.5.4",
    "172.31.255.255",
    "192.168.1.20",
    "169.254.10.10",
    "fd12:3456:789a::1",
    "fe80::1",
    "::ffff:192.168.0.7",
  ])("calls %s this network", async (address) => {
    expect(await placeOf(address)).toBe("This network");
  });

  it("names the country of a public address, IPv4 or IPv6", async () => {
    expect(await placeOf("8.8.8.8")).toBe("United States");
    expect(await placeOf("::ffff:8.8.8.8")).toBe("United States");
    expect(await placeOf("81.2.69.160")).toBe("United Kingdom");
    expect(await placeOf("2a00:1450:4001:80b::200e")).toBe("Germany");
  });

  it("says it does not know for an address outside the database or not an address", async () => {
    expect(await placeOf("172.32.0.1")).not.toBe("This network");
    expect(await placeOf("192.0.2.1")).toBe("Unknown place");
    expect(await placeOf("not an address")).toBe("Unknown place");
    expect(await placeOf(undefined)).toBe("Unknown place");
  });
});
