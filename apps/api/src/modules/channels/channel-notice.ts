import type { NotificationKind } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { z } from "zod";

/** What a push or a text says of a notice: its kind and the app path, never the notice's own words. */
export const channelNoticeSchema = z.object({
  userId: z.int32().positive(),
  kind: z.string(),
  link: z.string().nullable(),
});
export type ChannelNotice = { userId: number; kind: NotificationKind; link: string | null };

// Composed when called, so a push or a text speaks the language of the scope it is written in.
const titles: Partial<Record<NotificationKind, () => string>> = {
  messages: () => t("channels.pushTitleMessages"),
  todo: () => t("channels.pushTitleTodo"),
  signatures: () => t("channels.pushTitleSignatures"),
  "filing-rejected": () => t("channels.pushTitleFilingRejected"),
  "appointment-decisions": () => t("channels.pushTitleAppointmentDecisions"),
};

/**
 * The one line a push or a text carries: a title by kind only. A notice's own title and description
 * may hold tax data (an amount, a rejection's reason); a lock screen and a carrier never see them.
 */
export function channelTitle(kind: string): string {
  return titles[kind as NotificationKind]?.() ?? t("channels.pushTitleOther");
}
