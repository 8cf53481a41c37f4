import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { generate } from "otplib";
import { users } from "../src/db/schema";
import type { Clock } from "../src/lib/clock";
import { hashPassword } from "../src/modules/identity/passwords";
import { createSignedInUser, type TestUser } from "./factories";
import { strongPassword, withToken } from "./identity";

/** The code an authenticator app with this secret shows at the clock's time. */
export const totpCodeAt = (secret: string, clock: Clock) =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

/** A signed-in person of the role whose password is `strongPassword`, so they can sign in again. */
export async function personWithPassword(app: FastifyInstance, roleId = 1): Promise<TestUser> {
  const person = await createSignedInUser(app, roleId);
  const passwordHash = await hashPassword(strongPassword);
  await app.services.db.update(users).set({ passwordHash }).where(eq(users.id, person.id));
  return person;
}

export const startApp = (app: FastifyInstance, token: string) =>
  app.inject({ method: "POST", url: "/api/User/StartAuthenticatorApp", headers: withToken(token) });

export const confirmApp = (app: FastifyInstance, token: string, code: string) =>
  app.inject({
    method: "POST",
    url: "/api/User/ConfirmAuthenticatorApp",
    headers: withToken(token),
    payload: { code },
  });

/** Sets an app up as the web does: start, then a first code; answers its secret, new token and codes. */
export async function addAuthenticatorApp(app: FastifyInstance, token: string, clock: Clock) {
  const started = await startApp(app, token);
  if (started.statusCode !== 200) throw new Error(`app not started: ${started.body}`);
  const { secret } = started.json<{ secret: string }>();
  const confirmed = await confirmApp(app, token, await totpCodeAt(secret, clock));
  if (confirmed.statusCode !== 200) throw new Error(`app not confirmed: ${confirmed.body}`);
  return { secret, ...confirmed.json<{ token: string; recoveryCodes: string[] }>() };
}
