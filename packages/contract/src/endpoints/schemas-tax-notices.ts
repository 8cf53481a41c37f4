/**
 * Letters from the IRS or a state: uploads, lists, answers and quotes for the work.
 * Here: the lists and shapes the endpoint table points at that no area module declares.
 */
import { z } from "zod";
import { taxNoticeSchema } from "../tax-notices";

export const taxNoticeListSchema = z.array(taxNoticeSchema);
