import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { intArrayParam, preparedPerDatabase } from "../../db/prepared";
import { notificationPreferences, unsubscribeTokenUses } from "../../db/schema";

export interface StoredPreference {
  kind: string;
  channel: string;
  push: boolean;
  text: boolean;
}

// Read by every notice as it is written.
const channelsOfKind = preparedPerDatabase((db: Executor) =>
  db
    .select({
      userId: notificationPreferences.userId,
      kind: notificationPreferences.kind,
      channel: notificationPreferences.channel,
      push: notificationPreferences.push,
      text: notificationPreferences.text,
    })
    .from(notificationPreferences)
    .where(
      and(
        sql`${notificationPreferences.userId} = any(${sql.placeholder("userIds")}::int[])`,
        eq(notificationPreferences.kind, sql.placeholder("kind")),
      ),
    )
    .prepare("notification_channels_of_kind"),
);

/** People's channel per kind of notice, and the unsubscribe links already used. */
export const preferencesRepository = {
  async list(db: Executor, userId: number): Promise<StoredPreference[]> {
    return db
      .select({
        kind: notificationPreferences.kind,
        channel: notificationPreferences.channel,
        push: notificationPreferences.push,
        text: notificationPreferences.text,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
  },

  async channels(
    db: Executor,
    userIds: readonly number[],
    kind: string,
  ): Promise<Map<number, StoredPreference>> {
    if (userIds.length === 0) return new Map();
    const rows = await channelsOfKind(db).execute({ userIds: intArrayParam(userIds), kind });
    return new Map(rows.map(({ userId, ...row }) => [userId, row]));
  },

  /** Sets the kind's channel, and push and text where given (left as they are otherwise). */
  async set(
    db: Executor,
    userId: number,
    kind: string,
    choice: { channel: string; push?: boolean | undefined; text?: boolean | undefined },
    at: Date,
  ): Promise<void> {
    const { channel, push, text } = choice;
    const given = { ...(push === undefined ? {} : { push }), ...(text === undefined ? {} : { text }) };
    await db
      .insert(notificationPreferences)
      .values({ userId, kind, channel, ...given, updatedAt: at })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { channel, ...given, updatedAt: at },
      });
  },

  /** Records a link's use; false when it was used before (the primary key decides). */
  async useToken(db: Executor, tokenId: string, at: Date): Promise<boolean> {
    const rows = await db
      .insert(unsubscribeTokenUses)
      .values({ tokenId, usedAt: at })
      .onConflictDoNothing()
      .returning({ tokenId: unsubscribeTokenUses.tokenId });
    return rows.length > 0;
  },

  async removeAllOf(db: Executor, userId: number): Promise<void> {
    await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  },
};
