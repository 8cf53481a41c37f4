import { useMemo } from "react";
import { useTaxpayerQuotes } from "./api";
import { requestsWithChoice } from "./quote-rules";

const none: ReadonlySet<string> = new Set();

/**
 * Keys of the requests with a chosen or confirmed quote; undefined while the quotes load. When they
 * cannot load, none is assumed and the server's refusals guard the rest.
 */
export function useChosenRequests(): ReadonlySet<string> | undefined {
  const { data, isError } = useTaxpayerQuotes();
  return useMemo(() => {
    if (data !== undefined) return requestsWithChoice(data);
    return isError ? none : undefined;
  }, [data, isError]);
}
