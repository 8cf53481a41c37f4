/**
 * The organizer's answers, reveals and review.
 * Here: the lists and shapes the endpoint table points at that no area module declares.
 */
import { z } from "zod";
import { organizerAnswerSchema, organizerRevealSchema } from "../organizer";

export const organizerAnswerListSchema = z.array(organizerAnswerSchema);
export const organizerRevealListSchema = z.array(organizerRevealSchema);
