import { describe, expect, it } from "vitest";
import {
  directoryApiQuery,
  directorySearch,
  hasFilters,
  pageCount,
  pagerItems,
  parseDirectoryFilters,
} from "./directory-filters";

const parse = (search: string) => parseDirectoryFilters(new URLSearchParams(search));

describe("the directory's filters in the address", () => {
  it("reads state, service, work mode, language and page", () => {
    expect(parse("?state=tx&service=business&mode=online&language=es&page=3")).toEqual({
      state: "TX",
      service: "business",
      mode: "online",
      language: "es",
      page: 3,
    });
  });

  it("ignores what it does not know", () => {
    expect(parse("?state=ZZ&service=trusts&mode=1&language=fr&page=-2")).toEqual({
      state: null,
      service: null,
      mode: null,
      language: null,
      page: 1,
    });
    expect(parse("?page=2.5&service=toString").page).toBe(1);
    expect(parse("?service=toString").service).toBeNull();
  });

  it("writes them back, leaving out page 1 and what is not set", () => {
    expect(directorySearch({ state: null, service: null, mode: null, language: null, page: 1 })).toBe("");
    expect(
      directorySearch({ state: "CA", service: "individual", mode: "office", language: "es", page: 2 }),
    ).toBe("?state=CA&service=individual&mode=office&language=es&page=2");
    const filters = parse("?state=NY&mode=travels");
    expect(parse(directorySearch(filters))).toEqual(filters);
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(parse(""))).toBe(false);
    expect(hasFilters(parse("?language=es"))).toBe(true);
  });
});

describe("the directory call", () => {
  it("asks for the page's rows with the existing client's codes", () => {
    expect(
      directoryApiQuery({ state: "TX", service: "business", mode: "travels", language: "es", page: 1 }),
    ).toEqual({
      state: "TX",
      taxPreparationTypeId: 2,
      workingTypeId: 2,
      language: "es",
      from: 0,
      to: 12,
    });
    expect(
      directoryApiQuery({ state: null, service: "individual", mode: "office", language: null, page: 3 }),
    ).toEqual({
      state: undefined,
      taxPreparationTypeId: 1,
      workingTypeId: 3,
      language: undefined,
      from: 24,
      to: 36,
    });
  });
});

describe("paging", () => {
  it("counts pages, with one page for no results", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });

  it("shows the first, the last and the neighbours of the current page", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pagerItems(1, 10)).toEqual([1, 2, null, 10]);
    // A gap of one page shows the page.
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
  });
});
