import { app } from "./app";
import { billing } from "./billing";
import { profiles } from "./profiles";
import { validation } from "./validation";

/**
 * Every text people read, in English, by domain. Each message is an ICU message: `{name}` is a value
 * given when it is formatted, and a quote before a brace (`'{'`) writes the brace itself.
 */
export const en = {
  app,
  billing,
  profiles,
  validation,
} as const;
