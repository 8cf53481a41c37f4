import { QueryClient } from "@tanstack/react-query";
import { endpointRoutes, listEndpoints } from "@taxlane/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  appointmentRequestsQuery,
  approvedAppointmentsQuery,
  availabilityQuery,
  calendarFeedQuery,
  taxpayerAppointmentsQuery,
  videoLinkQuery,
} from "../features/appointments/api";
import { pageRange } from "../features/marketplace/requests/paging";
import { organizerJobQuery } from "../features/organizer/api";
import { jobDetailQuery } from "../features/tax-preparation/api";
import { jobTimelineQuery } from "../features/tax-preparation/job-timeline-api";
import { buildUrl } from "../lib/api-url";
import { earlyAsksFor, earlyPaths, FIRST_REQUESTS_PAGE } from "../lib/early-asks";
import { USER_TOKEN } from "../lib/session";
import { MemoryStorage } from "../testing/memory-storage";

let asked: string[];

beforeEach(() => {
  asked = [];
  const local = new MemoryStorage();
  local.setItem(USER_TOKEN, "token-a");
  vi.stubGlobal("localStorage", local);
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (url) => {
      asked.push(String(url));
      return new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

/** The addresses the features' own queries ask, each run once. */
async function askedBy(...queries: ((client: QueryClient) => Promise<unknown>)[]): Promise<string[]> {
  const client = new QueryClient();
  for (const query of queries) await query(client);
  return asked;
}

const urlsOf = (pathname: string) => earlyAsksFor(pathname).map(([path, query]) => buildUrl(path, query));

describe("the calls a page asks for before its code arrives", () => {
  it("are each a GET of the contract, letter for letter", () => {
    const gets = new Set(
      listEndpoints()
        .filter(({ endpoint }) => endpoint.method === "GET")
        .map(({ endpoint }) => endpoint.path),
    );
    expect(Object.values(earlyPaths).filter((path) => !gets.has(path))).toEqual([]);
    expect(earlyPaths.toDo).toBe(endpointRoutes.user.getToDo.path);
    expect(earlyPaths.notifications).toBe(endpointRoutes.user.getUserNotifications.path);
    expect(earlyPaths.unreadMessages).toBe(endpointRoutes.chat.getUnreadMessagesCount.path);
    expect(earlyPaths.practice).toBe(endpointRoutes.practice.getPractice.path);
    expect(earlyPaths.conversations).toBe(endpointRoutes.chat.getUserChatConnections.path);
    expect(earlyPaths.individualRequests).toBe(endpointRoutes.accountant.getAllIndividualRequests.path);
    expect(earlyPaths.businessRequests).toBe(endpointRoutes.accountant.getAllBusinessRequests.path);
    expect(earlyPaths.sentQuotes).toBe(endpointRoutes.accountant.getAccountantSentQuotes.path);
  });

  it("are, on a job's page, what its summary, timeline and appointments ask", async () => {
    const own = await askedBy(
      (c) => c.fetchQuery(jobDetailQuery(7)),
      (c) => c.fetchQuery(jobTimelineQuery(7)),
      (c) => c.fetchQuery(taxpayerAppointmentsQuery(7)),
    );
    expect(urlsOf("/user/tax_preparation/7")).toEqual(expect.arrayContaining(own));
  });

  it("are, on an organizer, what it asks of its job", async () => {
    const own = await askedBy((c) => c.fetchQuery(organizerJobQuery(7)));
    expect(urlsOf("/organizer/individual/7")).toEqual(expect.arrayContaining(own));
    expect(urlsOf("/organizer/business/7/")).toEqual(expect.arrayContaining(own));
  });

  it("are, on the professional's calendar, what the calendar asks", async () => {
    const own = await askedBy(
      (c) => c.fetchQuery(availabilityQuery()),
      (c) => c.fetchQuery(appointmentRequestsQuery()),
      (c) => c.fetchQuery(approvedAppointmentsQuery()),
      (c) => c.fetchQuery(videoLinkQuery()),
      (c) => c.fetchQuery(calendarFeedQuery()),
    );
    expect(urlsOf("/expert/appointments-calendar")).toEqual(expect.arrayContaining(own));
  });

  it("ask the professional's first page of requests as the requests page does", () => {
    expect(FIRST_REQUESTS_PAGE).toEqual(pageRange(0));
    expect(urlsOf("/expert/requests")).toContain(buildUrl(earlyPaths.individualRequests, pageRange(0)));
  });

  it("are who is signed in and the frame's own, for any page of an area", () => {
    expect(urlsOf("/user/profile")).toEqual([
      "/api/user/GetUser",
      "/api/User/GetUserNotifications",
      "/api/User/GetToDo",
      "/api/Chat/GetUnreadMessagesCount",
    ]);
    expect(urlsOf("/expert/todo")).toContain("/api/Practice/GetPractice");
  });

  it("are only who is signed in on a page outside the areas", () => {
    expect(urlsOf("/")).toEqual(["/api/user/GetUser"]);
    expect(urlsOf("/login")).toEqual(["/api/user/GetUser"]);
  });
});
