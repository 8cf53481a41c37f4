import type { TaxpayerQuote } from "@taxlane/contract";
import { createContext, type ReactNode } from "react";

/**
 * Actions other features add beside each quote the taxpayer can still act on (one they may choose,
 * or the one they chose): making an appointment with its professional, before or after choosing.
 * The route composing the quotes page provides them.
 */
export const LiveQuoteActions = createContext<((quote: TaxpayerQuote) => ReactNode) | null>(null);
