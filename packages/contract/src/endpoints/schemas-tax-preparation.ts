/**
 * Tax preparation jobs and their returns.
 * Here: the lists and shapes the endpoint table points at that no area module declares.
 */
import { z } from "zod";
import { expertTaxPreparationSchema, taxpayerTaxPreparationSchema } from "../tax-preparation";

export const taxpayerTaxPreparationListSchema = z.array(taxpayerTaxPreparationSchema);
export const expertTaxPreparationListSchema = z.array(expertTaxPreparationSchema);
