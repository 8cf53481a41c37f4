import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { codeIn, mailTo, seenMail, waitForMail } from "./mail";

/**
 * The seeded demo accounts (README, "Demo sign-ins"). The server runs in production, so they hold
 * the password it generated, not the published one.
 */
export const demo = {
  get password(): string {
    const password = process.env.E2E_DEMO_PASSWORD;
    if (!password) throw new Error("E2E_DEMO_PASSWORD is not set: run through the e2e Playwright config");
    return password;
  },
  taxpayer: "taxpayer@demo.taxlane.app",
  expert: "expert@demo.taxlane.app",
  operator: "admin@demo.taxlane.app",
} as const;

const TOKEN_KEY = "USER_TOKEN";

/** An address no other test or run uses. */
export function uniqueEmail(label: string): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `e2e-${label}-${suffix}@example.com`;
}

/** A password that passes the server's rules (long, not a common one). */
export function newPassword(): string {
  return `Lane-${Math.random().toString(36).slice(2, 10)}-${Date.now() % 100_000}`;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Asks for a sign-up code for `email` and reads it in the dev mailbox. */
export async function signUpCode(request: APIRequestContext, email: string): Promise<string> {
  const sent = await request.post(`/api/identity/sendEmailValidationCode?email=${encodeURIComponent(email)}`);
  if (!sent.ok()) throw new Error(`sendEmailValidationCode answered ${sent.status()}: ${await sent.text()}`);
  return codeIn(await waitForMail(request, email, { subject: /sign-up code/ }));
}

/** Registers a new taxpayer through the API: a sign-up code from the dev mailbox, then RegisterTaxpayer. */
export async function registerTaxpayer(request: APIRequestContext, label = "taxpayer"): Promise<Account> {
  const account: Account = {
    email: uniqueEmail(label),
    password: newPassword(),
    firstName: "Robin",
    lastName: `Tester${Math.floor(Math.random() * 1000)}`,
  };
  const code = await signUpCode(request, account.email);
  const registered = await request.post("/api/Taxpayer/RegisterTaxpayer", {
    data: {
      email: account.email,
      phoneNumber: "+1 415 555 0100",
      password: account.password,
      firstName: account.firstName,
      lastName: account.lastName,
      mayCallDirectly: false,
      agreePrivacyPolicy: true,
      timeZone: "America/Los_Angeles",
      emailValidationCode: code,
    },
  });
  if (!registered.ok()) {
    throw new Error(`RegisterTaxpayer answered ${registered.status()}: ${await registered.text()}`);
  }
  return account;
}

/** Signs in through the API and returns the token; with two-factor, reads the code from the mailbox. */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const seen = await seenMail(request, email);
  const response = await request.post("/api/identity/signIn", { data: { email, password } });
  if (!response.ok()) throw new Error(`signIn answered ${response.status()}: ${await response.text()}`);
  const answer = (await response.json()) as { token?: string; twoFactorAuthIsActive?: boolean };
  if (answer.token !== undefined) return answer.token;
  const mail = await waitForMail(request, email, { subject: /sign-in code/, seen });
  const verified = await request.post("/api/identity/signInWithValidationCode", {
    data: { email, code: codeIn(mail) },
  });
  if (!verified.ok()) throw new Error(`signInWithValidationCode answered ${verified.status()}`);
  return ((await verified.json()) as { token: string }).token;
}

/** Makes `page` start signed in with `token` (set before any of the app's scripts run). */
/** Signs in through the log-in page as a client or a tax professional. */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  as: "Client" | "Tax professional" = "Client",
) {
  await page.getByText(as, { exact: true }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/**
 * The session token the page keeps, or null. Several calls answering 401 at once may each send the
 * browser to the login page, so a read can meet the page mid-load: it is read again once loaded.
 */
export async function storedToken(page: Page): Promise<string | null> {
  for (;;) {
    try {
      return await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    } catch (error) {
      if (!String(error).includes("Execution context was destroyed")) throw error;
      await page.waitForLoadState();
    }
  }
}

export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
}

// The demo expert signs in with an e-mailed code, and the server mails at most one sign-in code a
// minute per address. Tests in parallel workers therefore take turns through a lock in the
// server's data folder, wait out the minute after the last code, and share the token they get.

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run through the e2e Playwright config");
  return dir;
};
/** The lock and shared token of a demo account that signs in with a code: `e2e-demo-expert.lock`. */
const accountFile = (email: string, ending: "lock" | "token") =>
  path.join(dataDir(), `e2e-demo-${email.split("@")[0]}.${ending}`);
const lockPath = (email: string = demo.expert) => accountFile(email, "lock");
const tokenPath = (email: string = demo.expert) => accountFile(email, "token");
const CODE_INTERVAL_MS = 62_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withLock<T>(run: () => Promise<T>, email: string = demo.expert): Promise<T> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      await mkdir(lockPath(email));
      break;
    } catch {
      // A holder that died leaves a stale lock; a live one holds it for a minute or two at most.
      const since = await stat(lockPath(email)).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (since > 150_000) await rm(lockPath(email), { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error("Timed out waiting for the demo expert's sign-in lock");
      await sleep(250);
    }
  }
  try {
    return await run();
  } finally {
    await rm(lockPath(email), { recursive: true, force: true });
  }
}

/** Waits until the server will mail the demo account another sign-in code. */
async function waitForCodeInterval(request: APIRequestContext, email: string = demo.expert): Promise<void> {
  const last = (await mailTo(request, email)).find((mail) => /sign-in code/.test(mail.subject));
  if (last === undefined) return;
  const wait = Date.parse(last.date) + CODE_INTERVAL_MS - Date.now();
  if (wait > 0) await sleep(wait);
}

/**
 * Runs `signIn` (a sign-in of the demo expert that mails a code, through the API or the login
 * page) in its turn, once the server will send another code.
 */
export async function demoExpertSignInTurn<T>(
  request: APIRequestContext,
  signIn: () => Promise<T>,
): Promise<T> {
  return withLock(async () => {
    await waitForCodeInterval(request);
    return signIn();
  });
}

/** Keeps a demo expert token for the other tests of this run. */
export async function shareDemoExpertToken(token: string): Promise<void> {
  await writeFile(tokenPath(), token);
}

async function sharedDemoToken(request: APIRequestContext, email: string): Promise<string | null> {
  const shared = await readFile(tokenPath(email), "utf8").catch(() => null);
  if (shared === null) return null;
  const check = await request.get("/api/user/GetUser", { headers: bearer(shared) });
  return check.ok() ? shared : null;
}

/**
 * A token of a demo account that signs in with an e-mailed code (the expert, the operator): the one
 * shared in this run while it works, else a new sign-in in its turn.
 */
async function demoToken(request: APIRequestContext, email: string): Promise<string> {
  const shared = await sharedDemoToken(request, email);
  if (shared !== null) return shared;
  return withLock(async () => {
    const sharedMeanwhile = await sharedDemoToken(request, email);
    if (sharedMeanwhile !== null) return sharedMeanwhile;
    await waitForCodeInterval(request, email);
    const token = await apiSignIn(request, email, demo.password);
    await writeFile(tokenPath(email), token);
    return token;
  }, email);
}

/** A token of the demo expert: the one shared in this run while it works, else a new sign-in. */
export const demoExpertToken = (request: APIRequestContext) => demoToken(request, demo.expert);

/** A token of the demo operator, shared the same way. */
export const demoOperatorToken = (request: APIRequestContext) => demoToken(request, demo.operator);
