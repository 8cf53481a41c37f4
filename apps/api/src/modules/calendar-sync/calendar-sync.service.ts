import {
  appointmentTexts,
  type CalendarSyncStatus,
  type microsoftAuthCallbackSchema,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { AppError, conflict } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import { hashLinkToken, newLinkToken } from "../../lib/tokens";
import type { BusyInterval, CalendarAppointment, CalendarPort } from "../appointments";
import type { NotificationsService } from "../notifications";
import {
  CalendarCodeRefused,
  type CalendarGrant,
  CalendarGrantRefused,
  type CalendarProvider,
  type CalendarProviderId,
  type GrantResult,
} from "./calendar-provider";
import { type CalendarConnectionRow, calendarSyncRepository as repository } from "./calendar-sync.repository";
import { calendarSyncTexts, providerNames } from "./calendar-sync-texts";
import { newPkcePair } from "./pkce";
import { errorStatus } from "./provider-errors";

/** How long an authorization URL's `state` stays good. */
export const OAUTH_STATE_MINUTES = 10;

/** What a provider sends back, as the contract's schemas leave it (Google's body lacks only `error_description`). */
export type OAuthCallbackInput = z.infer<typeof microsoftAuthCallbackSchema>;

type Providers = Partial<Record<CalendarProviderId, CalendarProvider>>;

const stateMismatch = () => new AppError("BAD_REQUEST", appointmentTexts.calendarStateMismatch);

/**
 * A professional's external calendar: connecting it through the provider's OAuth (a single-use
 * `state` bound to the person), its status, disconnecting, and the calendar port appointments use
 * (busy times, events for approved and cancelled appointments). A provider refusing the grant marks
 * the connection broken and tells the professional once; booking goes on without the calendar.
 */
export function createCalendarSyncService(deps: {
  db: Database;
  clock: Clock;
  keyring: Keyring;
  notifications: NotificationsService;
  providers: Providers;
  log: FastifyBaseLogger;
}) {
  const { db, clock, keyring, notifications, providers, log } = deps;

  function providerOf(id: CalendarProviderId): CalendarProvider {
    const provider = providers[id];
    if (!provider) throw conflict(calendarSyncTexts.notConfigured(id));
    return provider;
  }

  /** The connection when it is usable: connected, with a provider this server still has. */
  async function usable(userId: number) {
    const row = await repository.findConnection(db, userId);
    if (row?.status !== "connected") return null;
    const provider = providers[row.provider as CalendarProviderId];
    if (!provider) return null;
    const grant: CalendarGrant = {
      refreshToken: keyring.decryptText(row.refreshTokenSealed),
      calendarId: row.calendarId,
    };
    return { row, provider, grant };
  }

  /** Marks the connection broken and tells the professional, once, unless it changed meanwhile. */
  async function markBroken(row: CalendarConnectionRow): Promise<void> {
    await db.transaction(async (tx) => {
      const current = await repository.lockConnection(tx, row.userId);
      if (current?.status !== "connected" || current.refreshTokenSealed !== row.refreshTokenSealed) {
        return;
      }
      await repository.updateConnection(tx, row.userId, {
        status: "broken",
        lastError: calendarSyncTexts.brokenError,
        brokenAt: clock.now(),
      });
      const provider = row.provider as CalendarProviderId;
      await notifications.outbox().add(tx, {
        userId: row.userId,
        title: calendarSyncTexts.brokenTitle,
        description: calendarSyncTexts.brokenDescription(provider),
        link: "expert/profile",
      });
    });
  }

  /**
   * Runs a provider call for the professional's usable connection. A refused grant marks it broken; any
   * other failure is logged and recorded on the connection. Either way the caller gets `fallback`.
   */
  async function withConnection<T>(
    userId: number,
    what: string,
    fallback: T,
    call: (
      provider: CalendarProvider,
      grant: CalendarGrant,
      row: CalendarConnectionRow,
    ) => Promise<GrantResult<T>>,
  ): Promise<T> {
    const found = await usable(userId);
    if (!found) return fallback;
    const { row, provider, grant } = found;
    try {
      const result = await call(provider, grant, row);
      const change: Parameters<typeof repository.updateConnection>[2] = {};
      if (result.refreshToken) change.refreshTokenSealed = keyring.encryptText(result.refreshToken);
      if (row.lastError !== null) change.lastError = null;
      if (Object.keys(change).length > 0) await repository.updateConnection(db, userId, change);
      return result.value;
    } catch (error) {
      if (error instanceof CalendarGrantRefused) {
        await markBroken(row);
        return fallback;
      }
      // Never the token or the response body: the provider, the call and the status only.
      log.warn(
        {
          provider: row.provider,
          userId,
          call: what,
          status: errorStatus(error),
          errorName: (error as Error).name,
        },
        "a calendar provider call failed",
      );
      await repository
        .updateConnection(db, userId, {
          lastError: `${providerNames[row.provider as CalendarProviderId]} could not be reached (${what}) at ${clock.now().toISOString()}.`,
        })
        .catch(() => undefined);
      return fallback;
    }
  }

  const port: CalendarPort = {
    async busyTimes(accountantUserId: number, from: Date, to: Date): Promise<BusyInterval[]> {
      if (!(from < to)) return [];
      return withConnection(accountantUserId, "busy times", [] as BusyInterval[], (provider, grant) =>
        provider.busy(grant, from, to),
      );
    },

    async appointmentApproved(
      accountantUserId: number,
      appointment: CalendarAppointment,
      stillApproved: () => Promise<boolean>,
    ): Promise<string | null> {
      try {
        if (await repository.findEvent(db, accountantUserId, appointment.appointmentId)) return null;
        const meetingUrl = await withConnection(
          accountantUserId,
          "adding an event",
          null,
          async (provider, grant) => {
            const inserted = await provider.insertEvent(grant, appointment);
            await repository.insertEvent(db, {
              userId: accountantUserId,
              appointmentId: appointment.appointmentId,
              eventId: inserted.value.eventId,
              createdAt: clock.now(),
            });
            return { value: inserted.value.meetingUrl, refreshToken: inserted.refreshToken };
          },
        );
        // Cancelled while the event was being written: that cancellation found no event to remove.
        if (!(await stillApproved())) {
          await port.appointmentCancelled(accountantUserId, appointment);
          return null;
        }
        return meetingUrl;
      } catch (error) {
        log.error({ err: error, userId: accountantUserId }, "writing an appointment to the calendar failed");
        return null;
      }
    },

    async appointmentCancelled(accountantUserId: number, appointment: CalendarAppointment): Promise<void> {
      try {
        const eventId = await repository.findEvent(db, accountantUserId, appointment.appointmentId);
        if (!eventId) return;
        await withConnection(accountantUserId, "removing an event", undefined, async (provider, grant) => {
          const removed = await provider.deleteEvent(grant, eventId);
          await repository.deleteEvent(db, accountantUserId, appointment.appointmentId);
          return removed;
        });
      } catch (error) {
        log.error(
          { err: error, userId: accountantUserId },
          "removing an appointment from the calendar failed",
        );
      }
    },
  };

  return {
    port,

    /** The provider's authorization URL with a fresh single-use `state` bound to the professional. */
    async authUrl(caller: Principal, id: CalendarProviderId): Promise<string> {
      const provider = providerOf(id);
      const state = newLinkToken();
      const pkce = newPkcePair();
      const now = clock.now();
      await repository.deleteStatesBefore(db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
      await repository.insertState(db, {
        stateHash: hashLinkToken(state),
        userId: caller.userId,
        provider: id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OAUTH_STATE_MINUTES * 60 * 1000),
        codeVerifierSealed: keyring.encryptText(pkce.verifier),
      });
      return provider.authUrl(state, pkce.challenge);
    },

    /**
     * The person back from the provider: the `state` must be one this server gave them for this
     * provider, unused and under ten minutes old (without one, they must have started connecting in
     * the last ten minutes), or nothing happens. Then the provider's error, or the
     * code exchanged and the connection stored (replacing any earlier one, whose grant is revoked).
     */
    async callback(caller: Principal, id: CalendarProviderId, input: OAuthCallbackInput): Promise<void> {
      const provider = providerOf(id);
      const now = clock.now();
      // A client that drops `state` (the existing client's Google callback has none) still needs a connection
      // this
      // person started here in the last ten minutes; its newest one is used up.
      const consumed = input.state
        ? await repository.consumeState(db, {
            stateHash: hashLinkToken(input.state),
            userId: caller.userId,
            provider: id,
            now,
          })
        : await repository.consumeLatestState(db, { userId: caller.userId, provider: id, now });
      if (!consumed) throw stateMismatch();
      if (input.error) {
        throw new AppError(
          "BAD_REQUEST",
          calendarSyncTexts.providerError(id, input.error_description || input.error),
        );
      }
      if (!input.code) throw new AppError("BAD_REQUEST", calendarSyncTexts.missingCode);
      let granted: Awaited<ReturnType<CalendarProvider["exchangeCode"]>>;
      try {
        granted = await provider.exchangeCode(
          input.code,
          consumed.codeVerifierSealed ? keyring.decryptText(consumed.codeVerifierSealed) : undefined,
        );
      } catch (error) {
        if (error instanceof CalendarCodeRefused)
          throw new AppError("BAD_REQUEST", calendarSyncTexts.codeRefused(id));
        log.warn(
          { provider: id, status: errorStatus(error), errorName: (error as Error).name },
          "exchanging a calendar code failed",
        );
        throw new AppError("UNAVAILABLE", t("calendarSync.unreachable", { provider: providerNames[id] }));
      }
      const previous = await db.transaction((tx) =>
        repository.replaceConnection(tx, {
          userId: caller.userId,
          provider: id,
          account: granted.account,
          calendarId: granted.calendarId,
          refreshTokenSealed: keyring.encryptText(granted.refreshToken),
          status: "connected",
          lastError: null,
          connectedAt: clock.now(),
          brokenAt: null,
        }),
      );
      if (previous) await revokeQuietly(previous);
    },

    async status(caller: Principal): Promise<CalendarSyncStatus> {
      const row = await repository.findConnection(db, caller.userId);
      const status: CalendarSyncStatus["status"] = !row
        ? "none"
        : row.status === "broken"
          ? "broken"
          : "connected";
      return {
        provider: row ? (row.provider as CalendarProviderId) : null,
        status,
        account: row?.account ?? null,
        connectedAt: row?.connectedAt.toISOString() ?? null,
        lastError: row?.lastError ?? null,
        googleAvailable: providers.google !== undefined,
        microsoftAvailable: providers.microsoft !== undefined,
      };
    },

    /** Disconnects the calendar (its events stay in it); the grant is revoked at the provider, best effort. */
    async cancel(caller: Principal): Promise<void> {
      const removed = await db.transaction((tx) => repository.deleteConnection(tx, caller.userId));
      if (removed) await revokeQuietly(removed);
    },

    /** A connection another module removed (a closed account's): its grant is revoked, best effort. */
    revokeRemoved: (row: CalendarConnectionRow) => revokeQuietly(row),
  };

  async function revokeQuietly(row: CalendarConnectionRow): Promise<void> {
    const provider = providers[row.provider as CalendarProviderId];
    if (!provider) return;
    try {
      await provider.revoke({
        refreshToken: keyring.decryptText(row.refreshTokenSealed),
        calendarId: row.calendarId,
      });
    } catch (error) {
      // A warning: the grant stays valid at the provider until the person removes it there.
      log.warn({ provider: row.provider, status: errorStatus(error) }, "revoking a calendar grant failed");
    }
  }
}

export type CalendarSyncService = ReturnType<typeof createCalendarSyncService>;
