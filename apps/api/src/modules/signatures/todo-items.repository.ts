import { and, eq, gt, gte, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { signatureRequests, signatureSigners } from "../../db/schema";

/** The signatures waiting on a person: one statement each, scoped to them. */
export const signaturesToDoRepository = {
  /** Sent requests, not expired, where the person is a signer who has not signed yet. */
  toSign(db: Executor, userId: number, now: Date) {
    return db
      .select({
        signerId: signatureSigners.id,
        quoteId: signatureRequests.quoteId,
        title: signatureRequests.title,
        sentAt: signatureRequests.sentAt,
        createdAt: signatureRequests.createdAt,
        expiresAt: signatureRequests.expiresAt,
      })
      .from(signatureSigners)
      .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
      .where(
        and(
          eq(signatureSigners.userId, userId),
          isNull(signatureSigners.signedAt),
          eq(signatureRequests.status, "sent"),
          gt(signatureRequests.expiresAt, now),
        ),
      );
  },

  /** The professional's requests every signer completed since `since`. */
  completedSince(db: Executor, expertUserId: number, since: Date) {
    return db
      .select({
        id: signatureRequests.id,
        quoteId: signatureRequests.quoteId,
        title: signatureRequests.title,
        completedAt: signatureRequests.completedAt,
      })
      .from(signatureRequests)
      .where(
        and(
          eq(signatureRequests.expertUserId, expertUserId),
          eq(signatureRequests.status, "completed"),
          gte(signatureRequests.completedAt, since),
        ),
      );
  },
};
