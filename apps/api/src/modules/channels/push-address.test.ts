import { describe, expect, it } from "vitest";
import { isNonPublicAddress, pushAddressAllowed } from "./push-address";

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe("the push address rule", () => {
  it("takes https addresses of public hosts", async () => {
    expect(await pushAddressAllowed("https://push.example/abc", [], resolvesTo("93.184.216.34"))).toBe(true);
    expect(await pushAddressAllowed("https://[2606:4700::1]/abc", [])).toBe(true);
  });

  it("refuses http, credentials, loopback, private and link-local hosts, by name or by number", async () => {
    const refused = [
      "http://push.example/abc",
      "https://user:pw@push.example/abc",
      "https://localhost/abc",
      "https://127.0.0.1/abc",
      "https://10.1.2.3/abc",
      "https://192.168.0.10/abc",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/abc",
      "https://[fd00::1]/abc",
      "https://[::ffff:127.0.0.1]/abc",
      "not a url",
    ];
    for (const endpoint of refused) {
      expect(await pushAddressAllowed(endpoint, [], resolvesTo("93.184.216.34")), endpoint).toBe(false);
    }
    // A public-looking name that points inside, or at nothing.
    expect(
      await pushAddressAllowed("https://inside.example/a", [], resolvesTo("93.184.216.34", "10.0.0.1")),
    ).toBe(false);
    expect(await pushAddressAllowed("https://nowhere.example/a", [], resolvesTo())).toBe(false);
  });

  it("lets an allowed local push service through, and only that host and port", async () => {
    expect(await pushAddressAllowed("http://127.0.0.1:4000/p/1", ["127.0.0.1:4000"])).toBe(true);
    expect(await pushAddressAllowed("http://127.0.0.1:4001/p/1", ["127.0.0.1:4000"])).toBe(false);
  });

  it("classifies addresses", () => {
    expect(isNonPublicAddress("172.20.0.1")).toBe(true);
    expect(isNonPublicAddress("8.8.8.8")).toBe(false);
    expect(isNonPublicAddress("fe80::1")).toBe(true);
  });
});
