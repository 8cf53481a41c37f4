import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";

/**
 * Small stand-ins for Google's and Microsoft's OAuth and calendar endpoints on 127.0.0.1, so the
 * providers' real client libraries are tested over HTTP. Each keeps what it was sent and can be told
 * to refuse every refresh token (`refuseGrants`), as after a revocation.
 */
export interface FakeCalendar {
  url: string;
  /** Busy spans every calendar of the fake reports. */
  busy: { start: string; end: string }[];
  /** Events written, by id. */
  events: Map<string, Record<string, unknown>>;
  /** Refresh tokens the fake revoked or was told to refuse. */
  revoked: string[];
  /** Refresh every token with `invalid_grant` from now on. */
  refuseGrants: boolean;
  /** How many of the next revocations lose their connection before any answer (Google only). */
  dropRevokes: number;
  /** Codes exchanged, in order. */
  codes: string[];
  /** How many calls reached the calendar API. */
  apiCalls: number;
  /** The newest refresh token issued (Microsoft rotates it on every refresh). */
  latestRefreshToken: string | undefined;
  /**
   * What the person allowing access at the provider gets: a code bound to the PKCE challenge in
   * `authUrl` (the provider's authorization URL our app gave them). The token endpoint exchanges
   * only such a code, once, and only with the verifier of that challenge.
   */
  authorize(authUrl: URL | string, code?: string): string;
}

interface Exchange {
  request: http.IncomingMessage;
  url: URL;
  body: string;
  reply: (status: number, payload?: unknown) => void;
}

async function serve(handler: (exchange: Exchange) => void | Promise<void>) {
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const reply = (status: number, payload?: unknown) => {
      if (payload === undefined) {
        response.writeHead(status).end();
        return;
      }
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(payload));
    };
    try {
      await handler({ request, url: new URL(request.url ?? "/", "http://127.0.0.1"), body, reply });
    } catch (error) {
      reply(500, { error: "fake_failed", error_description: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const jwtPart = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const idToken = (claims: Record<string, unknown>) => {
  const now = Math.floor(Date.now() / 1000);
  return `${jwtPart({ alg: "none", typ: "JWT" })}.${jwtPart({ iat: now, exp: now + 3600, ...claims })}.sig`;
};

/** The S256 challenges of the codes `authorize` issued and no exchange has used yet, by code. */
const issuedCodes = new WeakMap<FakeCalendar, Map<string, string>>();

/** Whether the token endpoint takes this code grant: issued, not used, and its verifier matches. */
function codeGrantAccepted(fake: FakeCalendar, form: URLSearchParams): boolean {
  const code = form.get("code") ?? "";
  const issued = issuedCodes.get(fake);
  const challenge = issued?.get(code);
  issued?.delete(code);
  const verifier = form.get("code_verifier");
  return (
    challenge !== undefined &&
    verifier !== null &&
    createHash("sha256").update(verifier).digest("base64url") === challenge
  );
}

function newFake(url: string): FakeCalendar {
  const issued = new Map<string, string>();
  const fake: FakeCalendar = {
    url,
    busy: [],
    events: new Map(),
    revoked: [],
    refuseGrants: false,
    dropRevokes: 0,
    codes: [],
    apiCalls: 0,
    latestRefreshToken: undefined,
    authorize(authUrl, code = `code-${randomUUID()}`) {
      const asked = new URL(authUrl).searchParams;
      if (asked.get("code_challenge_method") !== "S256" || !asked.get("code_challenge")) {
        throw new Error(`the authorization URL carries no S256 PKCE challenge: ${authUrl}`);
      }
      issued.set(code, asked.get("code_challenge") ?? "");
      return code;
    },
  };
  issuedCodes.set(fake, issued);
  return fake;
}

const invalidGrant = { error: "invalid_grant", error_description: "Token has been expired or revoked." };

/**
 * Google: `POST /token` (code and refresh grants), `POST /revoke`, and the Calendar API under
 * `/calendar/v3` (freeBusy, events insert with a Meet meeting when asked, and delete). A code not issued by `authorize`, used, or
 * sent without its PKCE verifier is refused as Google does.
 */
export async function startFakeGoogle(email = "pro@gmail.test"): Promise<FakeCalendar> {
  const accessTokens = new Set<string>();
  let fake: FakeCalendar | undefined;
  const url = await serve(({ request, url: address, body, reply }) => {
    const state = fake as FakeCalendar;
    const form = new URLSearchParams(body);
    if (request.method === "POST" && address.pathname === "/token") {
      if (form.get("grant_type") === "authorization_code") {
        const code = form.get("code") ?? "";
        state.codes.push(code);
        if (!codeGrantAccepted(state, form))
          return reply(400, { error: "invalid_grant", error_description: "Bad Request" });
        const accessToken = `g-access-${randomUUID()}`;
        accessTokens.add(accessToken);
        state.latestRefreshToken = `g-refresh-${randomUUID()}`;
        return reply(200, {
          access_token: accessToken,
          refresh_token: state.latestRefreshToken,
          expires_in: 3599,
          token_type: "Bearer",
          scope: "openid email https://www.googleapis.com/auth/calendar.events",
          id_token: idToken({ iss: "https://accounts.google.com", sub: "g-1", email }),
        });
      }
      const refreshToken = form.get("refresh_token") ?? "";
      if (state.refuseGrants || state.revoked.includes(refreshToken)) return reply(400, invalidGrant);
      const accessToken = `g-access-${randomUUID()}`;
      accessTokens.add(accessToken);
      return reply(200, { access_token: accessToken, expires_in: 3599, token_type: "Bearer" });
    }
    if (request.method === "POST" && address.pathname === "/revoke") {
      if (state.dropRevokes > 0) {
        state.dropRevokes -= 1;
        request.socket.destroy();
        return;
      }
      state.revoked.push(address.searchParams.get("token") ?? form.get("token") ?? "");
      return reply(200, {});
    }
    if (address.pathname.startsWith("/calendar/v3/")) {
      state.apiCalls += 1;
      const bearer = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
      if (!accessTokens.has(bearer))
        return reply(401, { error: { code: 401, message: "Invalid Credentials" } });
      const path = address.pathname.slice("/calendar/v3".length);
      if (request.method === "POST" && path === "/freeBusy") {
        const query = JSON.parse(body) as { items: { id: string }[] };
        return reply(200, {
          kind: "calendar#freeBusy",
          calendars: Object.fromEntries(query.items.map((item) => [item.id, { busy: state.busy }])),
        });
      }
      const events = path.match(/^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/);
      if (events && request.method === "POST") {
        const id = `g-event-${state.events.size + 1}`;
        const event = JSON.parse(body) as Record<string, unknown>;
        state.events.set(id, event);
        return reply(200, { id, status: "confirmed", ...googleConference(event, address, id) });
      }
      if (events?.[2] && request.method === "DELETE") {
        const id = decodeURIComponent(events[2]);
        if (!state.events.delete(id))
          return reply(410, { error: { code: 410, message: "Resource has been deleted" } });
        return reply(204);
      }
    }
    reply(404, { error: "not_found" });
  });
  fake = newFake(url);
  return fake;
}

/**
 * What Google answers for an event's `conferenceData.createRequest`: a Meet meeting, made only when
 * the insert carries `conferenceDataVersion=1` (without it Google drops the request silently).
 */
function googleConference(event: Record<string, unknown>, address: URL, eventId: string) {
  const asked = (event.conferenceData as { createRequest?: Record<string, unknown> } | undefined)
    ?.createRequest;
  if (!asked || address.searchParams.get("conferenceDataVersion") !== "1") return {};
  const key = asked.conferenceSolutionKey as { type?: string } | undefined;
  if (key?.type !== "hangoutsMeet") return {};
  const meetingCode = `tax-${eventId.replace(/\D/g, "").padStart(4, "0")}-meet`;
  const uri = `https://meet.google.com/${meetingCode}`;
  return {
    hangoutLink: uri,
    conferenceData: {
      createRequest: { ...asked, status: { statusCode: "success" } },
      entryPoints: [{ entryPointType: "video", uri, label: `meet.google.com/${meetingCode}` }],
      conferenceSolution: { key: { type: "hangoutsMeet" }, name: "Google Meet" },
      conferenceId: meetingCode,
    },
  };
}

/** What Graph answers for an event with `isOnlineMeeting` through Teams: the meeting's join link. */
function teamsMeeting(event: Record<string, unknown>, eventId: string) {
  if (event.isOnlineMeeting !== true || event.onlineMeetingProvider !== "teamsForBusiness") return {};
  return {
    isOnlineMeeting: true,
    onlineMeetingProvider: "teamsForBusiness",
    onlineMeeting: { joinUrl: `https://teams.microsoft.com/l/meetup-join/${eventId}` },
  };
}

/**
 * Microsoft: the tenant's `POST /{tenant}/oauth2/v2.0/token` (code grants as for Google; refresh
 * grants, each rotating the refresh token, and only the newest is accepted) and Graph under `/graph` (calendarView,
 * events create, with a Teams meeting when asked, and delete).
 */
export async function startFakeMicrosoft(username = "pro@contoso.test"): Promise<FakeCalendar> {
  const accessTokens = new Set<string>();
  let fake: FakeCalendar | undefined;
  const url = await serve(({ request, url: address, body, reply }) => {
    const state = fake as FakeCalendar;
    const form = new URLSearchParams(body);
    if (request.method === "POST" && /^\/[^/]+\/oauth2\/v2\.0\/token$/.test(address.pathname)) {
      const grantType = form.get("grant_type");
      if (grantType === "authorization_code") {
        const code = form.get("code") ?? "";
        state.codes.push(code);
        if (!codeGrantAccepted(state, form)) {
          return reply(400, {
            error: "invalid_grant",
            error_description:
              "AADSTS501481: The Code_Verifier does not match the code_challenge supplied in the authorization request.",
          });
        }
      } else {
        const refreshToken = form.get("refresh_token") ?? "";
        if (state.refuseGrants || refreshToken !== state.latestRefreshToken) {
          return reply(400, {
            error: "invalid_grant",
            error_description: "AADSTS50173: The provided grant has expired due to it being revoked.",
            error_codes: [50173],
          });
        }
      }
      const accessToken = `m-access-${randomUUID()}`;
      accessTokens.add(accessToken);
      state.latestRefreshToken = `m-refresh-${randomUUID()}`;
      return reply(200, {
        token_type: "Bearer",
        scope: "https://graph.microsoft.com/Calendars.ReadWrite openid profile offline_access",
        expires_in: 3600,
        ext_expires_in: 3600,
        access_token: accessToken,
        refresh_token: state.latestRefreshToken,
        id_token: idToken({
          aud: "test-microsoft-client",
          oid: "m-1",
          tid: "t-1",
          sub: "m-1",
          preferred_username: username,
        }),
        client_info: jwtPart({ uid: "m-1", utid: "t-1" }),
      });
    }
    if (address.pathname.startsWith("/graph/")) {
      state.apiCalls += 1;
      const bearer = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
      if (!accessTokens.has(bearer)) return reply(401, { error: { code: "InvalidAuthenticationToken" } });
      const path = address.pathname.slice("/graph".length);
      if (request.method === "GET" && path === "/me/calendar/calendarView") {
        return reply(200, {
          value: state.busy.map((span, index) => ({
            id: `busy-${index}`,
            showAs: "busy",
            isCancelled: false,
            start: { dateTime: span.start.replace(/Z$/, ".0000000"), timeZone: "UTC" },
            end: { dateTime: span.end.replace(/Z$/, ".0000000"), timeZone: "UTC" },
          })),
        });
      }
      if (request.method === "POST" && path === "/me/calendar/events") {
        const id = `m-event-${state.events.size + 1}`;
        const event = JSON.parse(body) as Record<string, unknown>;
        state.events.set(id, event);
        return reply(201, { id, ...teamsMeeting(event, id) });
      }
      const event = path.match(/^\/me\/events\/([^/]+)$/);
      if (event?.[1] && request.method === "DELETE") {
        if (!state.events.delete(decodeURIComponent(event[1]))) {
          return reply(404, { error: { code: "ErrorItemNotFound" } });
        }
        return reply(204);
      }
    }
    reply(404, { error: "not_found" });
  });
  fake = newFake(url);
  return fake;
}

/** The app's environment for both fakes. */
export function calendarEnvironment(google: FakeCalendar, microsoft: FakeCalendar) {
  return {
    GOOGLE_CLIENT_ID: "test-google-client",
    GOOGLE_CLIENT_SECRET: "test-google-secret",
    GOOGLE_OAUTH_AUTHORIZE_URL: `${google.url}/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${google.url}/token`,
    GOOGLE_OAUTH_REVOKE_URL: `${google.url}/revoke`,
    GOOGLE_CALENDAR_API_URL: `${google.url}/`,
    MICROSOFT_CLIENT_ID: "test-microsoft-client",
    MICROSOFT_CLIENT_SECRET: "test-microsoft-secret",
    MICROSOFT_TENANT: "common",
    MICROSOFT_LOGIN_URL: microsoft.url,
    MICROSOFT_GRAPH_URL: `${microsoft.url}/graph`,
  };
}
