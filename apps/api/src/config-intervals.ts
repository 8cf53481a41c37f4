import { CHAT_UNREAD_MAIL_AFTER_MINUTES } from "@taxlane/contract";
import { z } from "zod";

const wholeAtLeastZero = () => z.coerce.number().int().min(0);

/** How often the background passes run and how long the waits before a notice last. */
export const intervalsEnvironmentShape = {
  MATCHING_SWEEP_MINUTES: wholeAtLeastZero().default(10),
  REMINDERS_EVERY_SECONDS: wholeAtLeastZero().default(60),
  /** How long a message stays unread before its person is told (mail, push, text as they chose). */
  UNREAD_MESSAGE_NOTICE_SECONDS: wholeAtLeastZero().default(CHAT_UNREAD_MAIL_AFTER_MINUTES * 60),
  DISPOSAL_EVERY_HOURS: wholeAtLeastZero().default(24),
};
