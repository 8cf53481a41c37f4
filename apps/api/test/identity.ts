import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { latestCodeFor } from "./mailbox";

export const strongPassword = "Maple-harbor-1040";

export const uniqueEmail = (label = "person") => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export function registration(email: string, code: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    phoneNumber: "+1 415 555 0100",
    password: strongPassword,
    firstName: "Jordan",
    lastName: "Reyes",
    mayCallDirectly: true,
    agreePrivacyPolicy: true,
    timeZone: "America/Los_Angeles",
    emailValidationCode: code,
    ...overrides,
  };
}

/** Signs a taxpayer up the way the web app does: code by mail, then the registration. */
export async function signUpTaxpayer(app: FastifyInstance, email = uniqueEmail()): Promise<string> {
  const sent = await app.inject({
    method: "POST",
    url: `/api/identity/sendEmailValidationCode?email=${encodeURIComponent(email)}`,
  });
  if (sent.statusCode !== 200) throw new Error(`code not sent: ${sent.body}`);
  const code = await latestCodeFor(app, email);
  const registered = await app.inject({
    method: "POST",
    url: "/api/Taxpayer/RegisterTaxpayer",
    payload: registration(email, code),
  });
  if (registered.statusCode !== 200) throw new Error(`not registered: ${registered.body}`);
  return email;
}

export async function signIn(app: FastifyInstance, email: string, password = strongPassword) {
  return app.inject({ method: "POST", url: "/api/identity/signIn", payload: { email, password } });
}

export async function tokenFor(
  app: FastifyInstance,
  email: string,
  password = strongPassword,
): Promise<string> {
  const response = await signIn(app, email, password);
  const token = response.json<{ token?: string }>().token;
  if (!token) throw new Error(`no token: ${response.body}`);
  return token;
}

export const withToken = (token: string) => ({ authorization: `Bearer ${token}` });
