/**
 * A person's rights over their data: downloading everything kept about them (twice per 12 months) and closing
 * their account.
 */
import { z } from "zod";
import { privacy } from "./i18n/en/privacy";
import { validationTexts as texts } from "./validation-texts";

export const privacyTexts = privacy;

export const closeAccountRequestSchema = z.object({
  password: z
    .string({ error: texts.passwordRequired })
    .min(1, { error: texts.passwordRequired })
    .max(200, { error: texts.invalidInput }),
});
export type CloseAccountRequest = z.infer<typeof closeAccountRequestSchema>;

/** GET /User/MyDataDownloads: what is left of the two downloads per rolling 12 months. */
export const myDataDownloadsSchema = z.object({
  remaining: z.int().min(0),
  /** The day (YYYY-MM-DD, UTC) the next download is possible when none remain; null otherwise. */
  nextAvailableOn: z.string().nullable(),
});
export type MyDataDownloads = z.infer<typeof myDataDownloadsSchema>;
