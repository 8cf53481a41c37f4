import type { QueryValue } from "./api-url";
import { askEarly, CURRENT_USER_PATH } from "./early-answers";

/**
 * The calls a signed-in page makes as soon as its code has run, by the page's address, as plain paths
 * so that the first script need not carry the contract's route table (`early-asks.test.ts` pins each
 * to the contract and to the query its feature asks). On a phone's line that code takes seconds to
 * arrive, and each answer is then waiting for it rather than a round trip after it; an ask the page
 * does not make in the end is simply not taken.
 */
export const earlyPaths = {
  currentUser: CURRENT_USER_PATH,
  notifications: "/User/GetUserNotifications",
  toDo: "/User/GetToDo",
  unreadMessages: "/Chat/GetUnreadMessagesCount",
  practice: "/Practice/GetPractice",
  conversations: "/Chat/GetUserChatConnections",
  job: "/TaxPreparation/GetTaxPreparation",
  jobTimeline: "/User/GetJobTimeline",
  jobAppointments: "/taxpayer/GetAppointments",
  individualRequests: "/Accountant/GetAllIndividualRequests",
  businessRequests: "/Accountant/GetAllBusinessRequests",
  sentQuotes: "/Accountant/GetAccountantSentQuotes",
  availability: "/Accountant/GetAvailability",
  appointmentRequests: "/accountant/GetAccountantAppointmentRequests",
  approvedAppointments: "/accountant/GetAccountantApprovedAppointments",
  videoMeetingLink: "/Accountant/GetVideoMeetingLink",
  calendarFeed: "/User/GetCalendarFeed",
} as const;

export type EarlyAsk = readonly [path: string, query?: Record<string, QueryValue>];

/** The first page of a list of requests, as the professional's requests page asks it. */
export const FIRST_REQUESTS_PAGE = { from: 0, to: 20 } as const;

const p = earlyPaths;

/** What every page of an area asks: who is signed in, and the frame's bell, to-do count and unread count. */
const areas: readonly { prefix: string; asks: readonly EarlyAsk[] }[] = [
  { prefix: "/user/", asks: [[p.notifications], [p.toDo], [p.unreadMessages]] },
  { prefix: "/expert/", asks: [[p.notifications], [p.practice], [p.toDo], [p.unreadMessages]] },
  { prefix: "/organizer/", asks: [[p.notifications], [p.toDo], [p.unreadMessages]] },
];

/** What a page asks first for its own content, by its address (the id it holds, when it holds one). */
const pages: readonly { page: RegExp; asks: (id: string) => readonly EarlyAsk[] }[] = [
  {
    page: /^\/user\/tax_preparation\/(\d+)$/,
    asks: (quoteId) => [
      [p.job, { quoteId }],
      [p.jobTimeline, { quoteId }],
      [p.jobAppointments, { quoteId }],
    ],
  },
  { page: /^\/organizer\/(?:individual|business)\/(\d+)$/, asks: (quoteId) => [[p.job, { quoteId }]] },
  { page: /^\/(?:user|expert)\/messages$/, asks: () => [[p.conversations]] },
  {
    page: /^\/expert\/requests$/,
    asks: () => [
      [p.individualRequests, FIRST_REQUESTS_PAGE],
      [p.businessRequests, FIRST_REQUESTS_PAGE],
      [p.sentQuotes],
    ],
  },
  {
    page: /^\/expert\/appointments-calendar$/,
    asks: () => [
      [p.availability],
      [p.appointmentRequests],
      [p.approvedAppointments],
      [p.videoMeetingLink],
      [p.calendarFeed],
    ],
  },
];

/** The calls the page at `pathname` makes first, the page's own before its frame's. */
export function earlyAsksFor(pathname: string): EarlyAsk[] {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const own = pages.flatMap(({ page, asks }) => {
    const match = page.exec(path);
    return match === null ? [] : asks(match[1] ?? "");
  });
  const frame = areas.find(({ prefix }) => path.startsWith(prefix))?.asks ?? [];
  return [[p.currentUser], ...own, ...frame];
}

/** Asks them all now (nothing when no one is signed in on this browser). */
export function askEarlyFor(pathname: string): void {
  for (const [path, query] of earlyAsksFor(pathname)) askEarly(path, query);
}
