import type { calendar_v3 } from "@googleapis/calendar";
import { t } from "@taxlane/contract/i18n";
import type { CalendarProvidersConfig } from "../../config";
import {
  CalendarCodeRefused,
  type CalendarGrant,
  CalendarGrantRefused,
  type CalendarProvider,
  httpsOrNull,
  jwtPayload,
  PROVIDER_TIMEOUT_MS,
} from "./calendar-provider";
import { errorStatus, oauthErrorOf } from "./provider-errors";

type GoogleConfig = NonNullable<CalendarProvidersConfig["google"]>;

/** Writing events and reading free/busy of the person's calendars; `openid email` names the account. */
export const GOOGLE_SCOPES = [
  "openid",
  "email",
  "https://www.googleapis.com/auth/calendar.events",
  "https://www.googleapis.com/auth/calendar.freebusy",
];

/**
 * Google Calendar through `google-auth-library` (OAuth: the authorization URL, the code exchange,
 * access tokens from the refresh token, revocation) and `@googleapis/calendar` (freebusy, events).
 * Each call gets a fresh access token; the Calendar client is handed it as a header rather than the
 * auth client, since `@googleapis/calendar` pins its own copy of google-auth-library. Both load with
 * the first call (about 28 MB a server without Google connections never needs).
 */
export function createGoogleProvider(config: GoogleConfig, redirectUri: string): CalendarProvider {
  const oauthClient = async () => {
    const { OAuth2Client } = await import("google-auth-library");
    return new OAuth2Client({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      redirectUri,
      endpoints: {
        oauth2AuthBaseUrl: config.authorizeUrl,
        oauth2TokenUrl: config.tokenUrl,
        oauth2RevokeUrl: config.revokeUrl,
      },
    });
  };
  let calendarApi: Promise<calendar_v3.Calendar> | undefined;
  const api = () =>
    (calendarApi ??= import("@googleapis/calendar").then(({ calendar }) =>
      calendar({ version: "v3", rootUrl: config.apiUrl }),
    ));

  async function accessToken(grant: CalendarGrant): Promise<string> {
    const client = await oauthClient();
    client.setCredentials({ refresh_token: grant.refreshToken });
    try {
      const { token } = await client.getAccessToken();
      if (!token) throw new Error(t("operator.googleNoAccessToken"));
      return token;
    } catch (error) {
      if (oauthErrorOf(error) === "invalid_grant") throw new CalendarGrantRefused("google");
      throw error;
    }
  }

  async function withToken<T>(grant: CalendarGrant, call: (options: RequestOptions) => Promise<T>) {
    const token = await accessToken(grant);
    try {
      return {
        value: await call({
          headers: { Authorization: `Bearer ${token}` },
          timeout: PROVIDER_TIMEOUT_MS,
          retry: false,
        }),
      };
    } catch (error) {
      // A token refused right after it was issued: the grant no longer reaches the calendar.
      if (errorStatus(error) === 401) throw new CalendarGrantRefused("google");
      throw error;
    }
  }

  return {
    id: "google",

    async authUrl(state, codeChallenge) {
      const { CodeChallengeMethod } = await import("google-auth-library");
      return (await oauthClient()).generateAuthUrl({
        access_type: "offline",
        // Google sends a refresh token only on consent: asked every time, a reconnect always gets one.
        prompt: "consent",
        include_granted_scopes: true,
        scope: GOOGLE_SCOPES,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: CodeChallengeMethod.S256,
      });
    },

    async exchangeCode(code, codeVerifier) {
      try {
        const { tokens } = await (await oauthClient()).getToken({
          code,
          ...(codeVerifier ? { codeVerifier } : {}),
        });
        if (!tokens.refresh_token) throw new CalendarCodeRefused("google", "no refresh token was granted");
        const email = jwtPayload(tokens.id_token)?.email;
        return {
          refreshToken: tokens.refresh_token,
          account: typeof email === "string" ? email : null,
          calendarId: "primary",
        };
      } catch (error) {
        if (error instanceof CalendarCodeRefused) throw error;
        const reason = oauthErrorOf(error);
        if (reason) throw new CalendarCodeRefused("google", reason);
        throw error;
      }
    },

    async busy(grant, from, to) {
      return withToken(grant, async (options) => {
        const { data } = await (await api()).freebusy.query(
          {
            requestBody: {
              timeMin: from.toISOString(),
              timeMax: to.toISOString(),
              items: [{ id: grant.calendarId }],
            },
          },
          options,
        );
        const calendars = data.calendars ?? {};
        return Object.values(calendars).flatMap((entry) =>
          (entry.busy ?? []).flatMap((span) =>
            span.start && span.end ? [{ start: new Date(span.start), end: new Date(span.end) }] : [],
          ),
        );
      });
    },

    async insertEvent(grant, appointment) {
      return withToken(grant, async (options) => {
        const { data } = await (await api()).events.insert(
          {
            calendarId: grant.calendarId,
            // Without version 1 Google ignores `conferenceData` and makes no meeting.
            ...(appointment.makeMeeting ? { conferenceDataVersion: 1 } : {}),
            requestBody: {
              iCalUID: appointment.uid,
              summary: appointment.summary,
              description: appointment.description,
              start: { dateTime: appointment.startsAt.toISOString() },
              end: { dateTime: appointment.endsAt.toISOString() },
              transparency: "opaque",
              ...(appointment.meetingUrl ? { location: appointment.meetingUrl } : {}),
              ...(appointment.makeMeeting
                ? {
                    conferenceData: {
                      createRequest: {
                        // One request per appointment: a retried insert asks for the same meeting.
                        requestId: appointment.uid,
                        conferenceSolutionKey: { type: "hangoutsMeet" },
                      },
                    },
                  }
                : {}),
            },
          },
          options,
        );
        if (!data.id) throw new Error(t("operator.googleNoEventId"));
        const video = data.conferenceData?.entryPoints?.find((entry) => entry.entryPointType === "video");
        return { eventId: data.id, meetingUrl: httpsOrNull(video?.uri ?? data.hangoutLink) };
      });
    },

    async deleteEvent(grant, eventId) {
      return withToken(grant, async (options) => {
        try {
          await (await api()).events.delete({ calendarId: grant.calendarId, eventId }, options);
        } catch (error) {
          // Already removed in the calendar: nothing left to do.
          if (errorStatus(error) === 404 || errorStatus(error) === 410) return;
          throw error;
        }
      });
    },

    async revoke(grant) {
      await (await oauthClient()).revokeToken(grant.refreshToken);
    },
  };
}

interface RequestOptions {
  headers: Record<string, string>;
  timeout: number;
  retry: boolean;
}
