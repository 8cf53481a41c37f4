import type { BusyInterval, CalendarAppointment } from "../appointments";

export type CalendarProviderId = "google" | "microsoft";

/** What a provider keeps of a connection: the refresh token and the calendar written to. */
export interface CalendarGrant {
  refreshToken: string;
  calendarId: string;
}

/** A provider's answer to a call made with a grant: the result, and a rotated refresh token if it sent one. */
export interface GrantResult<T> {
  value: T;
  refreshToken?: string;
}

/**
 * One external calendar provider behind the same calls: the authorization URL, the code exchange, busy
 * times, and writing or removing an appointment's event. Implementations use the provider's own client
 * library; their base URLs come from the config so tests point them at a local fake.
 */
export interface CalendarProvider {
  readonly id: CalendarProviderId;
  /**
   * The provider's authorization URL carrying `state`, which comes back with the person, and the
   * PKCE challenge (S256) the code will be bound to.
   */
  authUrl(state: string, codeChallenge: string): Promise<string>;
  /**
   * The code the person came back with, exchanged for a refresh token (and the account's name), with
   * the verifier of the challenge its start sent (none for a start made before PKCE).
   */
  exchangeCode(
    code: string,
    codeVerifier: string | undefined,
  ): Promise<{ refreshToken: string; account: string | null; calendarId: string }>;
  busy(grant: CalendarGrant, from: Date, to: Date): Promise<GrantResult<BusyInterval[]>>;
  /**
   * Writes the appointment; answers the provider's event id and, when `makeMeeting` asked for one,
   * the link of the online meeting the provider made with it (null if it made none).
   */
  insertEvent(grant: CalendarGrant, appointment: CalendarAppointment): Promise<GrantResult<InsertedEvent>>;
  /** Removes an event; one already gone counts as removed. */
  deleteEvent(grant: CalendarGrant, eventId: string): Promise<GrantResult<void>>;
  /** Tells the provider to forget the grant, where it offers that; best effort. */
  revoke(grant: CalendarGrant): Promise<void>;
}

/** An event the provider wrote, and the online meeting it made with it, if any. */
export interface InsertedEvent {
  eventId: string;
  meetingUrl: string | null;
}

/** An https address, as a provider's meeting link must be before it reaches anyone. */
export function httpsOrNull(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    return new URL(value).protocol === "https:" ? value : null;
  } catch {
    return null;
  }
}

/** The provider refused the grant (`invalid_grant`: revoked, expired, password changed). */
export class CalendarGrantRefused extends Error {
  constructor(readonly provider: CalendarProviderId) {
    super(`${provider} refused the calendar grant`);
    this.name = "CalendarGrantRefused";
  }
}

/** The provider refused the authorization code (expired, used, or for another client). */
export class CalendarCodeRefused extends Error {
  constructor(
    readonly provider: CalendarProviderId,
    readonly reason: string,
  ) {
    super(`${provider} refused the authorization code: ${reason}`);
    this.name = "CalendarCodeRefused";
  }
}

/** How long a provider call may take before booking goes on without it. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** The payload of a JWT (an id token straight from the provider's token endpoint), unverified. */
export function jwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  const part = token?.split(".")[1];
  if (!part) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
