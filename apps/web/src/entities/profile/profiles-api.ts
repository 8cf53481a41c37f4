import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { call } from "../../lib/api-call";
import { isApiError } from "../../lib/api-client";
import { type DirectoryFilters, directoryApiQuery } from "./directory-filters";

/** Every profile query's key starts with this, the home's "near you" ones (in `api.ts`) too. */
export const profileQueriesKey = ["profiles"] as const;

/** Keys of the profile queries; the home's "near you" keys sit in `api.ts`. */
export const expertProfileKeys = {
  all: ["profiles", "expert"] as const,
  directory: (filters: DirectoryFilters) => ["profiles", "directory", filters] as const,
  public: (id: number) => ["profiles", "expert", "public", id] as const,
  own: ["profiles", "expert", "own"] as const,
};

/** GET /Public/Experts: one page of the directory, best rated first; the last page stays while the next loads. */
export function directoryQuery(filters: DirectoryFilters) {
  return queryOptions({
    queryKey: expertProfileKeys.directory(filters),
    queryFn: ({ signal }) =>
      call(endpointRoutes.public.experts, { query: directoryApiQuery(filters) }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GET /Accountant/GetAccountantProfileDetails?accountantId=: a professional as anyone may see them. */
export function publicExpertProfileQuery(id: number) {
  return queryOptions({
    queryKey: expertProfileKeys.public(id),
    queryFn: ({ signal }) =>
      call(
        endpointRoutes.accountant.getAccountantProfileDetails,
        { query: { accountantId: id } },
        // A visitor whose session ended still sees the page (the server answers it anonymously).
        { signal, redirectOnUnauthorized: false },
      ),
    staleTime: 60_000,
  });
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** The id in `/experts/:id`, or `null` when it is not one. */
export function parseExpertId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
