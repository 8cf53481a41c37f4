import type { PriceChange, RequestPriceChange } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import { auditRecords } from "../audit";
import { type Person, peopleRecords } from "../identity";
import { isJobProfessional, isJobTaxpayer, jobRecords, professionalToTell } from "../tax-preparation";
import { refuseCancelledJob } from "./cancelled-jobs";
import { jobPriceOf } from "./job-price";
import type { PaymentsDeps } from "./payments.deps";
import { priceChangeView } from "./price-change-view";
import { billingLink, changeWords, dollarsOf } from "./price-change-words";
import { priceChangesRepository as changes, type PriceChangeRow } from "./price-changes.repository";

const jobNotFound = () => notFound(t("priceChanges.jobNotFound"));
const changeNotFound = () => notFound(t("priceChanges.changeNotFound"));

type Job = NonNullable<Awaited<ReturnType<typeof jobRecords.parties>>>;
type Answer = "accepted" | "declined";

const nameOf = (person: Person | undefined, fallback: string) =>
  `${person?.firstName ?? ""} ${person?.lastName ?? ""}`.trim() || fallback;

async function professionalNameOf(executor: Executor, job: Job) {
  const people = await peopleRecords.byIds(executor, [job.expertUserId]);
  return nameOf(people.get(job.expertUserId), t("priceChanges.someProfessional"));
}

async function taxpayerNameOf(executor: Executor, job: Job) {
  const people = await peopleRecords.byIds(executor, [job.taxpayerUserId]);
  return nameOf(people.get(job.taxpayerUserId), t("priceChanges.someTaxpayer"));
}

/**
 * Why an answer or a withdrawal finds the change no longer pending, in the caller's words. Doing
 * again what was already done (accepting an accepted change, withdrawing a withdrawn one) is no
 * refusal: a second click or a retried call answers the change as it stands.
 */
function settledRefusal(change: PriceChangeRow, wanted: Answer | "withdrawn") {
  if (change.status === wanted) return null;
  if (wanted === "withdrawn") {
    return conflict(
      t(change.status === "accepted" ? "priceChanges.acceptedByClient" : "priceChanges.declinedByClient"),
    );
  }
  if (change.status === "withdrawn") return conflict(t("priceChanges.withdrawnBeforeAnswer"));
  return conflict(
    t(
      change.status === "accepted"
        ? "priceChanges.alreadyAcceptedByYou"
        : "priceChanges.alreadyDeclinedByYou",
    ),
  );
}

/**
 * Price changes: the professional asks for one (or withdraws it), the taxpayer accepts or declines.
 * The agreed price is the quote's fee moved by the accepted ones; nothing is billed above it.
 */
export function createPriceChangesService(deps: PaymentsDeps) {
  const { db, clock, notifications } = deps;

  /**
   * The change and its job, the change locked, when the caller is the job's side `side`; anyone
   * else's reads as not found. The job's price is held too, so an answer and an invoice against
   * the price go one after the other.
   */
  async function lockedChange(
    tx: Executor,
    caller: Principal,
    priceChangeId: number,
    side: (caller: Principal, job: Job) => boolean,
  ) {
    const change = await changes.lock(tx, priceChangeId);
    const job = change ? await jobRecords.parties(tx, change.quoteId) : null;
    if (!change || !job || !side(caller, job)) throw changeNotFound();
    await changes.lockJobPrice(tx, job.quoteId);
    return { change, job };
  }

  return {
    /**
     * Asks the job's taxpayer to accept a change to the agreed price: one waiting at a time, and a
     * reduction never below $0.00 nor below what sent invoices already bill.
     */
    async request(caller: Principal, request: RequestPriceChange, from: string): Promise<PriceChange> {
      const outbox = notifications.outbox();
      const created = await db.transaction(async (tx) => {
        const job = await jobRecords.parties(tx, request.quoteId);
        if (!job || !isJobProfessional(caller, job)) throw jobNotFound();
        await changes.lockJobPrice(tx, job.quoteId);
        await refuseCancelledJob(tx, job.quoteId, t("jobCancellation.noPriceChanges"));
        if (await changes.pendingOf(tx, job.quoteId)) throw conflict(t("priceChanges.onePending"));
        const price = await jobPriceOf(tx, job);
        const newPrice = price.agreedCents + request.amountCents;
        if (newPrice < 0) {
          throw conflict(t("priceChanges.belowZero", { agreed: dollarsOf(price.agreedCents) }));
        }
        if (newPrice < price.invoicedCents) {
          throw conflict(
            t("priceChanges.belowInvoiced", {
              newPrice: dollarsOf(newPrice),
              invoiced: dollarsOf(price.invoicedCents),
            }),
          );
        }
        const now = clock.now();
        const change = await changes.insertPending(tx, {
          quoteId: job.quoteId,
          expertUserId: job.expertUserId,
          taxpayerUserId: job.taxpayerUserId,
          amountCents: request.amountCents,
          reason: request.reason,
          createdAt: now,
        });
        if (!change) throw conflict(t("priceChanges.onePending"));
        const professional = await professionalNameOf(tx, job);
        const words = {
          professional,
          change: changeWords(change.amountCents),
          agreed: dollarsOf(price.agreedCents),
          newPrice: dollarsOf(newPrice),
        };
        const link = billingLink("taxpayer", job.quoteId);
        await outbox.add(tx, {
          userId: job.taxpayerUserId,
          title: t("priceChanges.requestedTitle"),
          description: t("priceChanges.requestedText", words),
          link,
          kind: "todo",
          // The mail carries what the taxpayer decides on: the change, the price it makes, and why.
          mailParagraphs: (appUrl) => [
            t("priceChanges.mailRequestedText", words),
            t("priceChanges.mailReason", { reason: change.reason }),
            t("priceChanges.mailNothingUntilAccepted", { url: appUrl(link) }),
          ],
        });
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "payments.price-change-requested",
          subjectUserId: job.taxpayerUserId,
          subject: `price-change:${change.id}`,
          from,
          detail: { amountCents: change.amountCents },
        });
        return change;
      });
      await outbox.deliver();
      return priceChangeView(created);
    },

    /** Withdraws a change the taxpayer has not answered; the taxpayer is told there is nothing to answer. */
    async withdraw(caller: Principal, priceChangeId: number, from: string): Promise<PriceChange> {
      const outbox = notifications.outbox();
      const withdrawn = await db.transaction(async (tx) => {
        const { change, job } = await lockedChange(tx, caller, priceChangeId, isJobProfessional);
        if (change.status !== "pending") {
          const refusal = settledRefusal(change, "withdrawn");
          if (refusal) throw refusal;
          return change;
        }
        const now = clock.now();
        const row = await changes.decide(tx, change.id, {
          status: "withdrawn",
          decidedAt: now,
          declineNote: null,
        });
        const price = await jobPriceOf(tx, job);
        await outbox.add(tx, {
          userId: job.taxpayerUserId,
          title: t("priceChanges.withdrawnTitle"),
          description: t("priceChanges.withdrawnText", {
            professional: await professionalNameOf(tx, job),
            change: changeWords(change.amountCents),
            agreed: dollarsOf(price.agreedCents),
          }),
          link: billingLink("taxpayer", job.quoteId),
        });
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "payments.price-change-withdrawn",
          subjectUserId: job.taxpayerUserId,
          subject: `price-change:${change.id}`,
          from,
          detail: { amountCents: change.amountCents },
        });
        return row;
      });
      await outbox.deliver();
      return priceChangeView(withdrawn);
    },

    /**
     * The taxpayer's answer: accepting moves the agreed price by the change, declining keeps it.
     * A reduction accepted after more was invoiced than it would leave is refused, so invoices never
     * bill above the agreed price.
     */
    async answer(
      caller: Principal,
      priceChangeId: number,
      answer: Answer,
      from: string,
      note?: string,
    ): Promise<PriceChange> {
      const outbox = notifications.outbox();
      const answered = await db.transaction(async (tx) => {
        const { change, job } = await lockedChange(tx, caller, priceChangeId, isJobTaxpayer);
        if (change.status !== "pending") {
          const refusal = settledRefusal(change, answer);
          if (refusal) throw refusal;
          return change;
        }
        if (answer === "accepted")
          await refuseCancelledJob(tx, job.quoteId, t("jobCancellation.noPriceChanges"));
        const before = await jobPriceOf(tx, job);
        const newPrice = before.agreedCents + change.amountCents;
        if (answer === "accepted" && newPrice < before.invoicedCents) {
          throw conflict(
            t("priceChanges.invoicedSinceAsked", {
              newPrice: dollarsOf(newPrice),
              invoiced: dollarsOf(before.invoicedCents),
            }),
          );
        }
        const now = clock.now();
        const declineNote = answer === "declined" && note ? note : null;
        const row = await changes.decide(tx, change.id, { status: answer, decidedAt: now, declineNote });
        const words = {
          taxpayer: await taxpayerNameOf(tx, job),
          change: changeWords(change.amountCents),
          agreed: dollarsOf(before.agreedCents),
          newPrice: dollarsOf(newPrice),
        };
        await outbox.add(tx, {
          userId: professionalToTell(job),
          title: t(answer === "accepted" ? "priceChanges.acceptedTitle" : "priceChanges.declinedTitle"),
          description:
            answer === "accepted"
              ? t("priceChanges.acceptedText", words)
              : declineNote
                ? t("priceChanges.declinedWithNoteText", { ...words, note: declineNote })
                : t("priceChanges.declinedText", words),
          link: billingLink("professional", job.quoteId),
        });
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: answer === "accepted" ? "payments.price-change-accepted" : "payments.price-change-declined",
          subjectUserId: job.taxpayerUserId,
          subject: `price-change:${change.id}`,
          from,
          detail: { amountCents: change.amountCents },
        });
        return row;
      });
      await outbox.deliver();
      return priceChangeView(answered);
    },
  };
}

export type PriceChangesService = ReturnType<typeof createPriceChangesService>;
