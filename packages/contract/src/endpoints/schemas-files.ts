import { z } from "zod";
import { healthSchema } from "../health";
import { devMailMessageSchema, devMailSummarySchema } from "../identity";
import { idFieldSchema } from "../marketplace";

const fileIdSchema = idFieldSchema;

/** Files, health and the development mailbox. */
export const fileAndHealthSchemas = {
  // Files, health, the development mailbox
  fileIdParamsSchema: z.object({ id: fileIdSchema }),
  fileIdQuerySchema: z.object({ id: fileIdSchema }),
  healthSchema,
  devMailListSchema: z.array(devMailSummarySchema),
  devMailIdParamsSchema: z.object({ id: z.string().max(64) }),
  devMailMessageSchema,
};
