import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { peopleRecords } from "../identity";
import { jobRecords } from "../tax-preparation";
import { requestStatusOf } from "./request-view";
import { dayOf } from "./signature-requests.mail";
import { signatureRequestsRepository as requests } from "./signature-requests.repository";

/** A signer waiting for their signature, and whose account a reminder about them goes to. */
export interface WaitingSignature {
  signerId: number;
  quoteId: number;
  /** The signer's own account, or for a spouse without one, the job's taxpayer's. */
  recipientUserId: number;
  sentAt: Date;
}

const nameOf = async (executor: Executor, userId: number) => {
  const person = (await peopleRecords.byIds(executor, [userId])).get(userId);
  return person ? `${person.firstName} ${person.lastName}`.trim() : "";
};

/**
 * What the reminders engine reads of signature requests. The engine tells account holders, so a
 * spouse who signs by link alone is brought to the attention of the job's taxpayer.
 */
export const signatureReminderRecords = {
  async waiting(executor: Executor, now: Date): Promise<WaitingSignature[]> {
    const found: WaitingSignature[] = [];
    for (const { signer, request } of await requests.waitingSigners(executor, now)) {
      const job = await jobRecords.parties(executor, request.quoteId);
      const recipientUserId = signer.userId ?? job?.taxpayerUserId;
      if (recipientUserId === undefined) continue;
      found.push({
        signerId: signer.id,
        quoteId: request.quoteId,
        recipientUserId,
        sentAt: request.sentAt ?? request.createdAt,
      });
    }
    return found;
  },

  /** What a reminder about this signer says now; null once signed, withdrawn or expired. */
  async current(executor: Executor, signerId: number, recipientUserId: number, now: Date) {
    const signer = await requests.findSigner(executor, signerId);
    const request = signer ? await requests.findRequest(executor, signer.requestId) : null;
    if (!signer || !request || signer.signedAt || requestStatusOf(request, now) !== "sent") return null;
    const words = {
      title: request.title,
      professional: await nameOf(executor, request.expertUserId),
      date: dayOf(request.expiresAt ?? now),
      name: signer.name,
    };
    const own = signer.userId === recipientUserId;
    return {
      title: own
        ? t("signatureRequests.reminderTitle", words)
        : t("signatureRequests.reminderSpouseTitle", words),
      description: own
        ? t("signatureRequests.reminderText", words)
        : t("signatureRequests.reminderSpouseText", words),
      link: `user/tax_preparation/${request.quoteId}`,
    };
  },
};
