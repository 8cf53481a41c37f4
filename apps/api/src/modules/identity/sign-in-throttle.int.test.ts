import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signUpTaxpayer, strongPassword, uniqueEmail } from "../../../test/identity";
import { latestCodeFor, rawMailsTo } from "../../../test/mailbox";
import { createTestApp } from "../../../test/test-app";
import { fixedClock } from "../../lib/clock";

const wrongPassword = "Not-the-password-1";
const newPassword = "Lantern-orchard-2027";

// Each wrong password costs a password hash: a loaded machine needs more than the default 30 s.
describe("sign-in throttling that strangers cannot turn on the owner", { timeout: 120_000 }, async () => {
  const clock = fixedClock(new Date("2026-05-04T09:00:00Z"));
  const { app, dataDir } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "100000" }, { clock });

  // Each address is a network of its own (an IPv6 /64, unique-local with this run's random 40-bit
  // id): counts on a shared PostgreSQL outlive a run, and this file's clock starts at the same time.
  const run = randomBytes(5).toString("hex");
  let addresses = 0;
  const newAddress = () => {
    addresses += 1;
    return `fd${run.slice(0, 2)}:${run.slice(2, 6)}:${run.slice(6)}:${addresses.toString(16)}::1`;
  };
  const signInFrom = (address: string, email: string, password: string, cookie?: string) =>
    app.inject({
      method: "POST",
      url: "/api/identity/signIn",
      payload: { email, password },
      remoteAddress: address,
      headers: cookie ? { cookie } : {},
    });
  const statusesFrom = async (address: string, email: string, times: number) => {
    const statuses = [];
    for (let attempt = 0; attempt < times; attempt += 1) {
      statuses.push((await signInFrom(address, email, wrongPassword)).statusCode);
    }
    return statuses;
  };
  /**
   * Wrong passwords from new addresses, four each (under the count per address), until `total`; the
   * addresses at once, as a spread-out attack may be. None may be held back: the budget is `total`.
   */
  const spreadGuesses = async (email: string, total: number) => {
    const perAddress = Array.from({ length: Math.ceil(total / 4) }, (_, index) =>
      Math.min(4, total - index * 4),
    );
    const statuses = await Promise.all(perAddress.map((times) => statusesFrom(newAddress(), email, times)));
    expect(statuses.flat()).toEqual(Array.from({ length: total }, () => 400));
  };
  /** The device cookie a sign-in set, as the browser sends it back. */
  const cookieOf = (answer: Awaited<ReturnType<typeof signInFrom>>) => {
    const header = answer.headers["set-cookie"];
    return String(header).split(";")[0];
  };
  const burstMails = async (email: string) =>
    (await rawMailsTo([app], dataDir, email)).filter((raw) => raw.includes("Several failed sign-ins"));

  it("lets the owner in from another address while a stranger's address is held back", async () => {
    const email = await signUpTaxpayer(app);
    const attacker = newAddress();
    expect(await statusesFrom(attacker, email, 6)).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await signInFrom(attacker, email, strongPassword)).statusCode).toBe(429);
    const owner = await signInFrom(newAddress(), email, strongPassword);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
  });

  it("holds back an address that tries many accounts", async () => {
    const attacker = newAddress();
    const statuses = [];
    for (let account = 0; account < 21; account += 1) {
      statuses.push((await signInFrom(attacker, uniqueEmail("target"), wrongPassword)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("keeps a device that signed in before coming in once guesses from many addresses spent the account's budget", async () => {
    const email = await signUpTaxpayer(app);
    const first = await signInFrom(newAddress(), email, strongPassword);
    expect(first.statusCode).toBe(200);
    expect(String(first.headers["set-cookie"])).toMatch(
      /^taxlane_device=[^;]+; Path=\/api; Max-Age=15552000; HttpOnly; SameSite=Lax$/,
    );
    const device = cookieOf(first);
    // Another account's device cookie is no key to this one.
    const strangerEmail = await signUpTaxpayer(app);
    const strangersDevice = cookieOf(await signInFrom(newAddress(), strangerEmail, strongPassword));

    await spreadGuesses(email, 30);
    expect((await signInFrom(newAddress(), email, strongPassword)).statusCode).toBe(429);
    expect((await signInFrom(newAddress(), email, strongPassword, strangersDevice)).statusCode).toBe(429);
    const again = await signInFrom(newAddress(), email, strongPassword, device);
    expect(again.statusCode).toBe(200);
    // The device's cookie keeps both accounts signed in from it.
    const both = cookieOf(await signInFrom(newAddress(), strangerEmail, strongPassword, cookieOf(again)));
    expect((await signInFrom(newAddress(), email, strongPassword, both)).statusCode).toBe(200);
  });

  it("lets the owner in after a reset, from any address, whatever was spent", async () => {
    const email = await signUpTaxpayer(app);
    const home = newAddress();
    expect(await statusesFrom(home, email, 6)).toContain(429);
    // Five of those were counted against the account: these spend the rest of its budget.
    await spreadGuesses(email, 25);
    expect((await signInFrom(newAddress(), email, strongPassword)).statusCode).toBe(429);

    const forgot = await app.inject({
      method: "POST",
      url: "/api/identity/forgotPassword",
      payload: { email },
    });
    expect(forgot.statusCode).toBe(200);
    const reset = await app.inject({
      method: "POST",
      url: "/api/identity/resetPassword",
      payload: {
        email,
        validationCode: await latestCodeFor(app, email),
        password: newPassword,
        confirmPassword: newPassword,
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signInFrom(home, email, newPassword)).statusCode).toBe(200);
    expect((await signInFrom(newAddress(), email, newPassword)).statusCode).toBe(200);
  });

  it("tells the owner once of a burst of failures, without the password", async () => {
    const email = await signUpTaxpayer(app);
    await spreadGuesses(email, 12);
    const mails = await burstMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).not.toContain(wrongPassword);
    expect(mails[0]).toContain("/forgot-password");
    // A day without failures ends the burst; the next one is told again.
    clock.advance(25 * 60 * 60_000);
    await spreadGuesses(email, 12);
    expect(await burstMails(email)).toHaveLength(2);
  });
});
