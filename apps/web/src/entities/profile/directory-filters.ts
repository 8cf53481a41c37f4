import {
  type ExpertDirectoryQuery,
  isUsStateCode,
  TaxPreparationTypeId,
  type UsStateCode,
  WorkingTypeId,
} from "@taxlane/contract";
import { isLanguage, type Language } from "@taxlane/contract/i18n/language";
import { profiles } from "@taxlane/contract/i18n/local/profiles";

/** Professionals per page of the directory. */
export const DIRECTORY_PAGE_SIZE = 12;

/**
 * The directory's filters as they sit in the address
 * (`/experts?state=TX&service=business&mode=online&language=es&page=2`),
 * so a shared link or a reload shows the same list. Words rather than codes, so the address reads well.
 */
export const serviceFilters = {
  individual: { label: profiles.individualReturns, code: TaxPreparationTypeId.individual },
  business: { label: profiles.businessReturns, code: TaxPreparationTypeId.businessEntity },
} as const;
export type ServiceFilter = keyof typeof serviceFilters;

export const workModeFilters = {
  online: { label: profiles.onlineOrPhone, code: WorkingTypeId.onlineOrPhone },
  travels: { label: profiles.comesToYou, code: WorkingTypeId.travelsToClients },
  office: { label: profiles.atTheirOffice, code: WorkingTypeId.clientsTravelToThem },
} as const;
export type WorkModeFilter = keyof typeof workModeFilters;

export interface DirectoryFilters {
  state: UsStateCode | null;
  service: ServiceFilter | null;
  mode: WorkModeFilter | null;
  /** Only professionals who serve clients in this language. */
  language: Language | null;
  /** 1-based. */
  page: number;
}

const isKeyOf = <T extends object>(table: T, value: string | null): value is Extract<keyof T, string> =>
  value !== null && Object.hasOwn(table, value);

/** The filters in `params`; anything unknown or malformed counts as not given. */
export function parseDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const state = params.get("state")?.toUpperCase() ?? null;
  const service = params.get("service");
  const mode = params.get("mode");
  const language = params.get("language");
  const page = Number(params.get("page"));
  return {
    state: state !== null && isUsStateCode(state) ? state : null,
    service: isKeyOf(serviceFilters, service) ? service : null,
    mode: isKeyOf(workModeFilters, mode) ? mode : null,
    language: language !== null && isLanguage(language) ? language : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query for `filters` ("" when none is set); page 1 is left out. */
export function directorySearch(filters: DirectoryFilters): string {
  const params = new URLSearchParams();
  if (filters.state !== null) params.set("state", filters.state);
  if (filters.service !== null) params.set("service", filters.service);
  if (filters.mode !== null) params.set("mode", filters.mode);
  if (filters.language !== null) params.set("language", filters.language);
  if (filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search === "" ? "" : `?${search}`;
}

/** GET /Public/Experts' query for `filters`: the page as a row range (`to` exclusive). */
export function directoryApiQuery(filters: DirectoryFilters, pageSize = DIRECTORY_PAGE_SIZE) {
  const from = (filters.page - 1) * pageSize;
  return {
    state: filters.state ?? undefined,
    taxPreparationTypeId: filters.service === null ? undefined : serviceFilters[filters.service].code,
    workingTypeId: filters.mode === null ? undefined : workModeFilters[filters.mode].code,
    language: filters.language ?? undefined,
    from,
    to: from + pageSize,
  } satisfies ExpertDirectoryQuery;
}

export function hasFilters(filters: DirectoryFilters): boolean {
  return (
    filters.state !== null || filters.service !== null || filters.mode !== null || filters.language !== null
  );
}

export function pageCount(total: number, pageSize = DIRECTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers a pager shows: the first, the last, and those around `current`, with `null` where
 * pages are skipped (1 … 4 5 6 … 20).
 */
export function pagerItems(current: number, count: number): (number | null)[] {
  const shown = new Set([1, count, current - 1, current, current + 1]);
  const items: (number | null)[] = [];
  for (let page = 1; page <= count; page++) {
    // A gap of one page shows that page rather than "…".
    if (shown.has(page) || (shown.has(page - 1) && shown.has(page + 1))) items.push(page);
    else if (items[items.length - 1] !== null) items.push(null);
  }
  return items;
}
