import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { call, callBlob } from "../../lib/api-call";

/** What the page filters by; null (or a blank search) is no filter. */
export interface ClientFilters {
  search: string;
  status: number | null;
  assignedUserId: number | null;
  year: number | null;
}

export const noFilters: ClientFilters = { search: "", status: null, assignedUserId: null, year: null };

/** The filters as the API's query: only those set. */
function filterQuery({ search, status, assignedUserId, year }: ClientFilters) {
  const text = search.trim();
  return {
    ...(text === "" ? {} : { search: text }),
    ...(status === null ? {} : { status }),
    ...(assignedUserId === null ? {} : { assignedUserId }),
    ...(year === null ? {} : { year }),
  };
}

/** GET /Practice/GetClients: a page of the clients the filters match; the last page stays shown meanwhile. */
export const clientsQuery = (filters: ClientFilters, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ["practice-clients", filterQuery(filters), page, pageSize] as const,
    queryFn: ({ signal }) =>
      call(
        endpointRoutes.practice.getClients,
        { query: { ...filterQuery(filters), page, pageSize } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** GET /Practice/ExportClients: every matching client's jobs as a CSV file. */
export const fetchClientsCsv = (filters: ClientFilters): Promise<Blob> =>
  callBlob(endpointRoutes.practice.exportClients, { query: filterQuery(filters) });
