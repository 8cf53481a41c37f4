import { describe, expect, it } from "vitest";
import { inLanguage } from "../../lib/language-scope";
import { placeName, placeOf } from "./ip-places";

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
  ])("calls %s local", async (address) => {
    expect(await placeOf(address)).toBe("local");
  });

  it("names the country of a public address, IPv4 or IPv6", async () => {
    expect(await placeOf("8.8.8.8")).toBe("US");
    expect(await placeOf("::ffff:8.8.8.8")).toBe("US");
    expect(await placeOf("81.2.69.160")).toBe("GB");
    expect(await placeOf("2a00:1450:4001:80b::200e")).toBe("DE");
  });

  it("says it does not know for an address outside the database or not an address", async () => {
    expect(await placeOf("172.32.0.1")).not.toBe("local");
    expect(await placeOf("192.0.2.1")).toBe("unknown");
    expect(await placeOf("not an address")).toBe("unknown");
    expect(await placeOf(undefined)).toBe("unknown");
  });
});

describe("a stored place, as a person reads it", () => {
  it("is in the language being spoken", () => {
    expect(["local", "unknown", "GB", null].map(placeName)).toEqual([
      "This network",
      "Unknown place",
      "United Kingdom",
      "Unknown place",
    ]);
    expect(inLanguage("es", () => ["local", "unknown", "GB", "US"].map(placeName))).toEqual([
      "Esta red",
      "Lugar desconocido",
      "Reino Unido",
      "Estados Unidos",
    ]);
  });

  it("reads the English words sessions were stored with before as the place they name", () => {
    expect(inLanguage("es", () => ["This network", "Unknown place", "Germany"].map(placeName))).toEqual([
      "Esta red",
      "Lugar desconocido",
      "Alemania",
    ]);
    expect(placeName("Somewhere else")).toBe("Somewhere else");
  });
});
