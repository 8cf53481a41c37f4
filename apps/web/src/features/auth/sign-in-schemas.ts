import { recoveryCodeSchema, signInRequestSchema } from "@taxlane/contract";

/**
 * The sign-in forms' field checks, in a module of their own: the sign-in page loads it (and zod)
 * once it is idle or at the first check, so its first paint waits for neither.
 */
export const signInEmailSchema = signInRequestSchema.shape.email;
export const signInPasswordSchema = signInRequestSchema.shape.password;
export { recoveryCodeSchema };
