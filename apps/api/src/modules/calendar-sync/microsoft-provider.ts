import type { ConfidentialClientApplication } from "@azure/msal-node";
import { t } from "@taxlane/contract/i18n";
import type { CalendarProvidersConfig } from "../../config";
import type { BusyInterval } from "../appointments";
import {
  CalendarCodeRefused,
  type CalendarGrant,
  CalendarGrantRefused,
  type CalendarProvider,
  httpsOrNull,
  PROVIDER_TIMEOUT_MS,
} from "./calendar-provider";
import { oauthErrorOf } from "./provider-errors";

type MicrosoftConfig = NonNullable<CalendarProvidersConfig["microsoft"]>;

/** Reading and writing the person's calendar; MSAL adds `openid profile offline_access` itself. */
export const MICROSOFT_SCOPES = ["Calendars.ReadWrite"];

/** Graph's answer when an event or a token is gone, and its error body. */
class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(t("operator.microsoftGraphAnswered", { status, code: code ? ` (${code})` : "" }));
    this.name = "GraphError";
  }
}

/**
 * Microsoft 365 / Outlook calendars: OAuth through MSAL (`@azure/msal-node`), the calendar through
 * Microsoft Graph over fetch. MSAL accepts only an https authority and looks its endpoints up on the
 * network; the authority's documented metadata options (`authorityMetadata`, `cloudDiscoveryMetadata`,
 * `knownAuthorities`) give it the endpoints under `MICROSOFT_LOGIN_URL` instead, so no discovery call is
 * made and tests point it at a local fake. MSAL keeps tokens in its own cache and hands out no refresh
 * token; each call uses a fresh application (no cache shared between people) and the refresh token is
 * read from that cache after the exchange.
 */
export function createMicrosoftProvider(config: MicrosoftConfig, redirectUri: string): CalendarProvider {
  const base = `${config.loginUrl}/${config.tenant}`;
  const authority = `https://login.microsoftonline.com/${config.tenant}`;
  const authorityHost = new URL(authority).host;
  const authorityMetadata = JSON.stringify({
    authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
    token_endpoint: `${base}/oauth2/v2.0/token`,
    end_session_endpoint: `${base}/oauth2/v2.0/logout`,
    issuer: `${base}/v2.0`,
    jwks_uri: `${base}/discovery/v2.0/keys`,
  });
  const cloudDiscoveryMetadata = JSON.stringify({
    tenant_discovery_endpoint: `${base}/v2.0/.well-known/openid-configuration`,
    "api-version": "1.1",
    metadata: [
      { preferred_network: authorityHost, preferred_cache: authorityHost, aliases: [authorityHost] },
    ],
  });
  // MSAL is loaded on first use: most servers never sync a Microsoft calendar, and every start
  // would pay for loading it.
  const application = async () => {
    const { ConfidentialClientApplication, LogLevel } = await import("@azure/msal-node");
    return new ConfidentialClientApplication({
      auth: {
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        authority,
        knownAuthorities: [authorityHost],
        authorityMetadata,
        cloudDiscoveryMetadata,
      },
      system: {
        loggerOptions: { piiLoggingEnabled: false, logLevel: LogLevel.Error, loggerCallback: () => {} },
      },
    });
  };

  /** The refresh token MSAL cached for this application, if the last answer carried one. */
  function cachedRefreshToken(app: ConfidentialClientApplication): string | undefined {
    const cache: unknown = JSON.parse(app.getTokenCache().serialize());
    const entries =
      cache !== null && typeof cache === "object"
        ? Object.values((cache as { RefreshToken?: object }).RefreshToken ?? {})
        : [];
    const secret: unknown = entries
      .map((entry: unknown) => (entry as { secret?: unknown }).secret)
      .find(Boolean);
    return typeof secret === "string" ? secret : undefined;
  }

  async function accessToken(grant: CalendarGrant): Promise<{ token: string; refreshToken?: string }> {
    const app = await application();
    try {
      const result = await app.acquireTokenByRefreshToken({
        refreshToken: grant.refreshToken,
        scopes: MICROSOFT_SCOPES,
        // The cache holds no account for this token: without it MSAL drops the rotated refresh token.
        forceCache: true,
      });
      if (!result?.accessToken) throw new Error(t("operator.microsoftNoAccessToken"));
      const rotated = cachedRefreshToken(app);
      return {
        token: result.accessToken,
        refreshToken: rotated !== grant.refreshToken ? rotated : undefined,
      };
    } catch (error) {
      if (oauthErrorOf(error) === "invalid_grant") throw new CalendarGrantRefused("microsoft");
      throw error;
    }
  }

  async function graph(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${config.graphUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: "application/json",
        Prefer: 'outlook.timezone="UTC"',
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (response.status === 204) return null;
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const code = (data as { error?: { code?: unknown } } | null)?.error?.code;
      throw new GraphError(response.status, typeof code === "string" ? code : undefined);
    }
    return data;
  }

  async function withToken<T>(grant: CalendarGrant, call: (token: string) => Promise<T>) {
    const { token, refreshToken } = await accessToken(grant);
    try {
      return { value: await call(token), refreshToken };
    } catch (error) {
      if (error instanceof GraphError && error.status === 401) throw new CalendarGrantRefused("microsoft");
      throw error;
    }
  }

  const calendarPath = (grant: CalendarGrant) =>
    grant.calendarId === "primary" ? "/me/calendar" : `/me/calendars/${encodeURIComponent(grant.calendarId)}`;

  return {
    id: "microsoft",

    async authUrl(state, codeChallenge) {
      return (await application()).getAuthCodeUrl({
        scopes: MICROSOFT_SCOPES,
        redirectUri,
        state,
        codeChallenge,
        codeChallengeMethod: "S256",
        responseMode: "query",
        prompt: "select_account",
      });
    },

    async exchangeCode(code, codeVerifier) {
      const app = await application();
      try {
        const result = await app.acquireTokenByCode({
          code,
          scopes: MICROSOFT_SCOPES,
          redirectUri,
          ...(codeVerifier ? { codeVerifier } : {}),
        });
        const refreshToken = cachedRefreshToken(app);
        if (!refreshToken) throw new CalendarCodeRefused("microsoft", "no refresh token was granted");
        return { refreshToken, account: result?.account?.username || null, calendarId: "primary" };
      } catch (error) {
        if (error instanceof CalendarCodeRefused) throw error;
        const reason = oauthErrorOf(error);
        if (reason) throw new CalendarCodeRefused("microsoft", reason);
        throw error;
      }
    },

    async busy(grant, from, to) {
      return withToken(grant, async (token) => {
        const spans: BusyInterval[] = [];
        const query = new URLSearchParams({
          startDateTime: from.toISOString(),
          endDateTime: to.toISOString(),
          $select: "start,end,showAs,isCancelled",
          $top: "100",
        });
        let next: string | undefined = `${calendarPath(grant)}/calendarView?${query}`;
        // A day has few events; a handful of pages covers any real calendar.
        for (let page = 0; next && page < 5; page += 1) {
          const data = (await graph(token, "GET", next)) as GraphEventPage | null;
          for (const event of data?.value ?? []) {
            if (event.isCancelled || event.showAs === "free" || event.showAs === "workingElsewhere") continue;
            const start = graphInstant(event.start);
            const end = graphInstant(event.end);
            if (start && end) spans.push({ start, end });
          }
          const link = data?.["@odata.nextLink"];
          next = link?.startsWith(config.graphUrl) ? link.slice(config.graphUrl.length) : undefined;
        }
        return spans;
      });
    },

    async insertEvent(grant, appointment) {
      return withToken(grant, async (token) => {
        const data = (await graph(token, "POST", `${calendarPath(grant)}/events`, {
          subject: appointment.summary,
          body: { contentType: "text", content: appointment.description },
          start: { dateTime: appointment.startsAt.toISOString().slice(0, 19), timeZone: "UTC" },
          end: { dateTime: appointment.endsAt.toISOString().slice(0, 19), timeZone: "UTC" },
          showAs: "busy",
          transactionId: appointment.uid,
          ...(appointment.meetingUrl ? { location: { displayName: appointment.meetingUrl } } : {}),
          ...(appointment.makeMeeting
            ? { isOnlineMeeting: true, onlineMeetingProvider: "teamsForBusiness" }
            : {}),
        })) as { id?: unknown; onlineMeeting?: { joinUrl?: unknown } | null } | null;
        if (typeof data?.id !== "string") throw new Error(t("operator.microsoftNoEventId"));
        // A personal account cannot hold a Teams meeting: Graph writes the event without one.
        return { eventId: data.id, meetingUrl: httpsOrNull(data.onlineMeeting?.joinUrl) };
      });
    },

    async deleteEvent(grant, eventId) {
      return withToken(grant, async (token) => {
        try {
          await graph(token, "DELETE", `/me/events/${encodeURIComponent(eventId)}`);
        } catch (error) {
          if (error instanceof GraphError && (error.status === 404 || error.status === 410)) return;
          throw error;
        }
      });
    },

    async revoke() {
      // Microsoft has no call to revoke one application's refresh token (only every session of the
      // person); the token is deleted here and expires unused. The person can remove the app's access
      // at https://myapps.microsoft.com.
    },
  };
}

interface GraphEventPage {
  value?: { start?: GraphTime; end?: GraphTime; showAs?: string; isCancelled?: boolean }[];
  "@odata.nextLink"?: string;
}
interface GraphTime {
  dateTime?: string;
  timeZone?: string;
}

/** Graph's `{dateTime, timeZone: "UTC"}` (asked for with `Prefer: outlook.timezone="UTC"`) as an instant. */
function graphInstant(time: GraphTime | undefined): Date | null {
  if (!time?.dateTime) return null;
  const text = /[zZ]|[+-]\d\d:\d\d$/.test(time.dateTime) ? time.dateTime : `${time.dateTime}Z`;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
