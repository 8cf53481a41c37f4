import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../src/db/schema";
import { hashPassword } from "../src/modules/identity/passwords";
import { bearer, type TestUser } from "./factories";
import { strongPassword } from "./identity";

/** A person's password, so they can close their account (the factories' accounts have none). */
export async function givePassword(app: FastifyInstance, user: TestUser): Promise<void> {
  await app.services.db
    .update(users)
    .set({ passwordHash: await hashPassword(strongPassword) })
    .where(eq(users.id, user.id));
}

/** POST /User/CloseAccount as the person, with their password (or another). */
export const closeAccount = (app: FastifyInstance, user: TestUser, password = strongPassword) =>
  app.inject({ method: "POST", url: "/api/User/CloseAccount", headers: bearer(user), payload: { password } });
