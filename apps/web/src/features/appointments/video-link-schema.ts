import { videoMeetingLinkRequestSchema } from "@taxlane/contract";

/** The meeting address's check, in a module of its own so the calendar loads it (and zod) only to check one. */
export const videoLinkUrlSchema = videoMeetingLinkRequestSchema.shape.url;
