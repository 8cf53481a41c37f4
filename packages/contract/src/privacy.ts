/**
 * A person's rights over their data: downloading everything kept about them (twice per 12 months) and closing
 * their account.
 */
import { z } from "zod";
import { validationTexts as texts } from "./texts";

export const privacyTexts = {
  /** `{date}`: the day the next download is possible. */
  exportLimit: "You can download your data twice in 12 months. You can download it again on {date}.",
  closeConfirm:
    "Closing your account signs you out everywhere and removes your profile, photo, open requests and notifications. Your tax preparations, organizer answers, files, messages and invoices are kept for seven years, as the law asks, and then disposed of. This cannot be undone.",
  wrongPassword: "The password is incorrect.",
} as const;

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
