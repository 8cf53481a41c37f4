import { queryOptions } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { call } from "../../lib/api-call";
import { isApiError } from "../../lib/api-client";

/** GET /dev/mail: the messages written while no mail server is configured, newest first. */
export const devMailListQuery = queryOptions({
  queryKey: ["dev-mail", "list"],
  queryFn: ({ signal }) => call(endpointRoutes.devMail.list, {}, { signal }),
  retry: false,
  staleTime: 0,
});

export function devMailMessageQuery(id: string) {
  return queryOptions({
    queryKey: ["dev-mail", "message", id],
    queryFn: ({ signal }) => call(endpointRoutes.devMail.message, { params: { id } }, { signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The API answers 404 when the mailbox is off (a mail server, or production without DEV_MAILBOX)
 * and to any browser not on the server's machine: either way there is nothing to read here.
 */
export function isMailboxOff(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
