import { queryOptions } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { call } from "../../../lib/api-call";

/** GET /Taxpayer/Payments: the taxpayer's billing history, newest first. */
export const taxpayerPaymentsQuery = () =>
  queryOptions({
    queryKey: ["billing-history"] as const,
    queryFn: ({ signal }) => call(endpointRoutes.taxpayer.getPayments, {}, { signal }),
  });
