/**
 * Files, health and the development mailbox.
 * Here: the lists and shapes the endpoint table points at that no area module declares.
 */
import { z } from "zod";
import { idFieldSchema } from "../id-field";
import { devMailSummarySchema } from "../identity";

const fileIdSchema = idFieldSchema;

export const fileIdParamsSchema = z.object({ id: fileIdSchema });
export const fileIdQuerySchema = z.object({ id: fileIdSchema });
export const devMailListSchema = z.array(devMailSummarySchema);
export const devMailIdParamsSchema = z.object({ id: z.string().max(64) });
