/** The answers shared by many calls. */
import { z } from "zod";

/** The answer of calls whose answer is only "it worked". */
export const doneSchema = z.object({});
export const booleanAnswerSchema = z.boolean();
