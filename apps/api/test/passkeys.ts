import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { users } from "../src/db/schema";
import { hashPassword } from "../src/modules/identity/passwords";
import { signInChallengesRepository } from "../src/modules/identity/sign-in-challenges.repository";
import { strongPassword, uniqueEmail } from "./identity";
import type { Site, SoftwareAuthenticator } from "./software-authenticator";

export interface PasswordPerson {
  id: number;
  roleId: number;
  email: string;
  /** The newest token: adding a passkey replaces it. */
  token: string;
}

let passwordHash: Promise<string> | undefined;

/** A person with `strongPassword` and a session opened with it. */
export async function personWithPassword(app: FastifyInstance, roleId = 1): Promise<PasswordPerson> {
  const { db, clock, sessions } = app.services;
  passwordHash ??= hashPassword(strongPassword);
  const [user] = await db
    .insert(users)
    .values({
      roleId,
      email: uniqueEmail("passkey"),
      passwordHash: await passwordHash,
      firstName: "Avery",
      lastName: "Stone",
      createdAt: clock.now(),
    })
    .returning();
  if (!user) throw new Error("no user inserted");
  const { token } = await sessions.open({ id: user.id, roleId }, { factor: "password" });
  return { id: user.id, roleId, email: user.email, token };
}

/** The site the app's public address names, as a browser on it reports it. */
export function siteOf(app: FastifyInstance): Site {
  const url = new URL(app.services.config.publicUrl);
  return { origin: url.origin, rpId: url.hostname };
}

/** A password step of the person, live for five minutes, as the password sign-in makes one. */
export async function passwordStepFor(app: FastifyInstance, userId: number): Promise<string> {
  const { db, clock } = app.services;
  const id = randomUUID();
  const now = clock.now();
  await signInChallengesRepository.insert(db, {
    id,
    userId,
    purpose: "sign-in",
    createdAt: now,
    expiresAt: new Date(now.getTime() + 5 * 60_000),
  });
  return id;
}

/** The passkey calls as the web app makes them, from one address. */
export function passkeyCalls(app: FastifyInstance, remoteAddress = "127.0.0.1") {
  const post = (url: string, payload: Record<string, unknown>, token?: string) =>
    app.inject({
      method: "POST",
      url: `/api${url}`,
      payload,
      remoteAddress,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function registrationOptions(person: PasswordPerson) {
    const response = await post("/User/PasskeyRegistrationOptions", {}, person.token);
    if (response.statusCode !== 200) throw new Error(`no options: ${response.body}`);
    return response.json<{ challengeId: string; options: { challenge: string } & Record<string, unknown> }>();
  }

  return {
    post,
    registrationOptions,
    /** Adds the authenticator's passkey to the person; their token becomes the new one. */
    async addPasskey(person: PasswordPerson, authenticator: SoftwareAuthenticator, name = "Work laptop") {
      const { challengeId, options } = await registrationOptions(person);
      const response = await post(
        "/User/RegisterPasskey",
        { challengeId, name, response: authenticator.register(options.challenge, siteOf(app)) },
        person.token,
      );
      if (response.statusCode !== 200) throw new Error(`passkey not added: ${response.body}`);
      const added = response.json<{ token: string; recoveryCodes: string[] }>();
      person.token = added.token;
      return added;
    },
    async signInOptions(signInStep?: string) {
      const response = await post("/identity/passkeyOptions", signInStep ? { signInStep } : {});
      return {
        response,
        body: response.json<{
          challengeId: string;
          options: Record<string, unknown> & { challenge: string };
        }>(),
      };
    },
    signIn: (challengeId: string, response: Record<string, unknown>) =>
      post("/identity/passkeySignIn", { challengeId, response }),
  };
}
