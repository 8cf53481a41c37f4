import type { TaxpayerQuote } from "@taxlane/contract";
import { createContext, type ReactNode } from "react";

/**
 * Actions other features add beside a chosen or confirmed quote (making an appointment with its
 * professional); the route composing the quotes page provides them.
 */
export const ChosenQuoteActions = createContext<((quote: TaxpayerQuote) => ReactNode) | null>(null);
