import {
  FREE_TRIAL_DAYS,
  JobType,
  jobTypeOf,
  practiceRoleMay,
  QUOTE_NOT_ACTED_ON,
  QuoteActionStatusId,
  QuoteStatusId,
  SEND_QUOTE_FILE_FIELD,
  type SentQuote,
  sendQuoteFieldsSchema,
  type TaxpayerQuote,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database, Executor, Transaction } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, fieldError, forbidden, notFound } from "../../lib/app-error";
import { avatarText } from "../../lib/avatar";
import type { Clock } from "../../lib/clock";
import { type FormData, parseFormFields, singleFile } from "../../lib/form-data";
import { type PracticeWork, professionalScope, workerToTell, worksOn } from "../../lib/practice-work";
import { subscriptionRecords } from "../billing";
import { type FilesService, type StoredFile, saveFormFile, toFileRefOrNull } from "../files";
import { peopleRecords, personOf } from "../identity";
import type { NotificationOutbox, NotificationsService } from "../notifications";
import { assigneesOf, practiceNamesOf, practiceOwnerIds } from "../practices";
import { type ProfilesService, starsOf } from "../profiles";
import type { JobStartPort } from "./job-start.port";
import { quoteRequestFieldsOfList } from "./quote-request-fields";
import { type LockedQuote, quotesRepository } from "./quotes.repository";
import { routedRequestsRepository } from "./routed-requests.repository";

export const QUOTE_PRICE_LIST_PURPOSE = "quote-price-list";

const quoteNotFound = () => notFound(t("marketplace.quoteNotFound"));
const requestNotFound = () =>
  fieldError("taxPreparationId", t("marketplace.requestNotSentToYou"), "NOT_FOUND");
const dollars = (price: number) =>
  price.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0 });
const workOf = (kind: number) =>
  jobTypeOf(kind) === JobType.business ? "business return" : "individual return";

/** A quote's price list from the files read for its list. */
function priceAttachment(files: Map<number, StoredFile>, fileId: number | null) {
  return toFileRefOrNull(fileId === null ? null : (files.get(fileId) ?? null));
}

/** A quote as the practice's work rule reads it (`lib/practice-work.ts`): its expert works it alone. */
const workOfQuote = (quote: LockedQuote): PracticeWork => ({
  soloUserId: quote.expertUserId,
  practiceId: quote.practiceId,
  assignedUserId: quote.assignedUserId,
});

/** Whether the caller's role holds quotes (a professional alone does). */
const mayQuote = (caller: Principal): boolean =>
  !caller.practice || practiceRoleMay(caller.practice.role, "quotes", caller.practice.seesAllJobs);

/**
 * Whether the caller's quotes are unlocked by a plan: their own, or a member's practice's (an owner's:
 * the owners' plan pays for the practice's seats).
 */
async function onPlan(executor: Executor, caller: Principal): Promise<boolean> {
  const holders = caller.practice ? await practiceOwnerIds(executor, caller.practice.practiceId) : [];
  for (const userId of [caller.userId, ...holders]) {
    if (await subscriptionRecords.canSendQuotes(executor, userId)) return true;
  }
  return false;
}

/** Quotes: sent by experts on requests routed to them, chosen by taxpayers, confirmed or declined. */
export function createQuotesService(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  notifications: NotificationsService;
  profiles: ProfilesService;
  taxPreparation: JobStartPort;
}) {
  const { db, clock, files, notifications, profiles, taxPreparation } = deps;

  // The taxpayer and who works the quote read its price list; a member's role must include quotes.
  files.registerAccessPolicy(QUOTE_PRICE_LIST_PURPOSE, async (principal, file) => {
    if (!principal) return false;
    const parties = await quotesRepository.partiesOfPriceFile(db, file.id);
    return parties.some(
      (quote) =>
        quote.taxpayerUserId === principal.userId || (worksOn(principal, quote) && mayQuote(principal)),
    );
  });

  /**
   * Locks a quote the caller works (theirs alone, or their practice's as the work rule says) that waits
   * for its professional's answer; null when it already has `answer`, as asking again for the state a
   * quote is in changes nothing.
   */
  async function quoteToAnswer(
    tx: Transaction,
    caller: Principal,
    quoteId: number,
    answer: QuoteActionStatusId,
  ): Promise<LockedQuote | null> {
    const quote = await quotesRepository.lock(tx, quoteId);
    if (!quote || !worksOn(caller, workOfQuote(quote))) throw quoteNotFound();
    if (quote.actionStatusId === answer) return null;
    if (quote.actionStatusId !== QuoteActionStatusId.chosenWaitingForInformation) {
      throw conflict(
        quote.actionStatusId === null
          ? t("marketplace.quoteNotChosenYet")
          : t("marketplace.quoteAlreadyAnswered"),
      );
    }
    return quote;
  }

  /**
   * Chooses the quote for its taxpayer within the caller's transaction (signing the engagement letter
   * chooses in its own); the expert's notice goes into `outbox`, delivered by the caller after commit.
   * Choosing the quote already chosen or confirmed changes nothing.
   */
  async function chooseWithin(
    tx: Transaction,
    caller: Principal,
    quoteId: number,
    outbox: NotificationOutbox,
  ): Promise<void> {
    const quote = await quotesRepository.lock(tx, quoteId);
    if (!quote || quote.taxpayerUserId !== caller.userId || quote.requestDeletedAt !== null) {
      throw quoteNotFound();
    }
    // The request row is locked too, so two choices on one request wait for each other.
    await routedRequestsRepository.lockOwnRequest(tx, caller.userId, quote.requestId);
    // Choosing the quote already chosen changes nothing (status moves are idempotent).
    if (
      quote.actionStatusId === QuoteActionStatusId.chosenWaitingForInformation ||
      quote.actionStatusId === QuoteActionStatusId.confirmed
    ) {
      return;
    }
    if (quote.actionStatusId === QuoteActionStatusId.declined) {
      throw conflict(t("marketplace.professionalDeclined"));
    }
    if (await quotesRepository.chosenOf(tx, quote.requestId)) {
      throw conflict(t("marketplace.quoteAlreadyChosen"));
    }
    await quotesRepository.update(tx, quote.id, {
      actionStatusId: QuoteActionStatusId.chosenWaitingForInformation,
      chosenAt: clock.now(),
    });
    await outbox.add(tx, {
      userId: workerToTell(workOfQuote(quote)),
      title: () => t("marketplace.quoteChosenTitle"),
      description: () =>
        t("marketplace.quoteChosenText", {
          price: dollars(quote.price),
          work: workOf(quote.kind),
        }),
      link: "expert/requests?tab=sent",
      kind: "todo",
    });
  }

  const taxpayerLink = (quote: LockedQuote) => `user/quotes#quote-${quote.id}`;

  return {
    async send(caller: Principal, form: FormData): Promise<{ quoteId: number }> {
      if (!(await onPlan(db, caller))) {
        throw forbidden(t("marketplace.quotesNeedPlan", { days: String(FREE_TRIAL_DAYS) }));
      }
      const fields = parseFormFields(sendQuoteFieldsSchema, form.fields);
      const upload = singleFile(form, SEND_QUOTE_FILE_FIELD);
      const standardFileId = fields.attachStandardPricingList
        ? await profiles.pricingFileIdOf(caller.userId)
        : null;
      if (fields.attachStandardPricingList && !upload && standardFileId === null) {
        throw fieldError("attachStandardPricingList", t("marketplace.noStandardPricingList"));
      }
      const outbox = notifications.outbox();
      const quoteId = await files.removingOnFailure((saved) =>
        db.transaction(async (tx) => {
          // The routing the quote answers: the caller's own, or one of their practice's they work.
          const request = await routedRequestsRepository.lockRoutedRequest(
            tx,
            professionalScope(caller),
            fields.taxPreparationId,
          );
          if (!request || request.deletedAt !== null) throw requestNotFound();
          if ((request.kind === 2) === fields.isIndividual) throw requestNotFound();
          if (await quotesRepository.findByRequestAndExpert(tx, request.id, request.expertUserId)) {
            throw conflict(t("marketplace.quoteAlreadySent"));
          }
          if (await quotesRepository.chosenOf(tx, request.id)) {
            throw conflict(t("marketplace.professionalAlreadyChosen"));
          }
          let attachmentId = standardFileId;
          if (upload) {
            const file = await saveFormFile(files, upload, {
              purpose: QUOTE_PRICE_LIST_PURPOSE,
              ownerUserId: caller.userId,
              allow: "documents",
              executor: tx,
            });
            saved.push(file);
            attachmentId = file.id;
          }
          const id = await quotesRepository.insert(tx, {
            requestId: request.id,
            // The professional introduced; a practice's quote is its routing's, worked by its member.
            expertUserId: request.expertUserId,
            practiceId: request.practiceId,
            assignedUserId: request.practiceId === null ? null : (request.assignedUserId ?? caller.userId),
            taxpayerUserId: request.taxpayerUserId,
            price: fields.price,
            priceAttachmentFileId: attachmentId,
            statusId: QuoteStatusId.pending,
            actionStatusId: null,
            message: fields.message ?? null,
            turnaroundDays: fields.turnaroundDays ?? null,
            createdAt: clock.now(),
          });
          await outbox.add(tx, {
            userId: request.taxpayerUserId,
            title: () => t("marketplace.quoteReceivedTitle"),
            description: () =>
              t("marketplace.quoteReceivedText", {
                price: dollars(fields.price),
                work: workOf(request.kind),
              }),
            link: `user/quotes#quote-${id}`,
            kind: "todo",
          });
          return id;
        }),
      );
      await outbox.deliver();
      return { quoteId };
    },

    /** Chooses the quote for its taxpayer; see `chooseWithin`. */
    async choose(caller: Principal, quoteId: number): Promise<void> {
      const outbox = notifications.outbox();
      await db.transaction((tx) => chooseWithin(tx, caller, quoteId, outbox));
      await outbox.deliver();
    },

    chooseWithin,

    /** A quote's terms and state (locked within `tx` when `lock` is set); null when there is none. */
    termsOf: (executor: Executor, quoteId: number, options: { lock?: boolean } = {}) =>
      quotesRepository.termsOf(executor, quoteId, options.lock ?? false),

    async confirm(caller: Principal, quoteId: number): Promise<void> {
      const outbox = notifications.outbox();
      await db.transaction(async (tx) => {
        const quote = await quoteToAnswer(tx, caller, quoteId, QuoteActionStatusId.confirmed);
        if (!quote) return;
        if (quote.requestDeletedAt !== null) throw quoteNotFound();
        const now = clock.now();
        await quotesRepository.update(tx, quote.id, {
          actionStatusId: QuoteActionStatusId.confirmed,
          statusId: QuoteStatusId.accepted,
          decidedAt: now,
        });
        const others = await quotesRepository.rejectOthers(tx, quote.requestId, quote.id, now);
        await taxPreparation.startJob(tx, quote);
        await outbox.add(
          tx,
          {
            userId: quote.taxpayerUserId,
            title: () => t("marketplace.preparationBegunTitle"),
            description: () => t("marketplace.preparationBegunText", { work: workOf(quote.kind) }),
            link: `user/tax_preparation/${quote.id}`,
          },
          ...others.map((other) => ({
            userId: workerToTell(other),
            title: () => t("marketplace.quoteNotAcceptedTitle"),
            description: () => t("marketplace.quoteNotAcceptedText", { work: workOf(quote.kind) }),
            link: "expert/requests?tab=sent",
          })),
        );
      });
      await outbox.deliver();
    },

    async decline(caller: Principal, quoteId: number): Promise<void> {
      const outbox = notifications.outbox();
      await db.transaction(async (tx) => {
        const quote = await quoteToAnswer(tx, caller, quoteId, QuoteActionStatusId.declined);
        if (!quote) return;
        await quotesRepository.update(tx, quote.id, {
          actionStatusId: QuoteActionStatusId.declined,
          statusId: QuoteStatusId.notAccepted,
          decidedAt: clock.now(),
        });
        await outbox.add(tx, {
          userId: quote.taxpayerUserId,
          title: () => t("marketplace.requestDeclinedTitle"),
          description: () => t("marketplace.requestDeclinedText", { work: workOf(quote.kind) }),
          link: taxpayerLink(quote),
        });
      });
      await outbox.deliver();
    },

    async listForTaxpayer(caller: Principal): Promise<TaxpayerQuote[]> {
      // The experts' names, photos and ratings come with the quotes, in one statement.
      const rows = await quotesRepository.listForTaxpayer(db, caller.userId);
      const [priceFiles, practiceName] = await Promise.all([
        files.findMany(rows.map((row) => row.priceAttachmentFileId)),
        practiceNamesOf(
          db,
          rows.map((row) => row.practiceId),
        ),
      ]);
      const quoteRequestFields = quoteRequestFieldsOfList();
      return rows.map((row) => ({
        quoteId: row.quoteId,
        taxPreparationId: row.taxPreparationId,
        accountantId: row.expertUserId,
        accountantFirstName: row.expertFirstName,
        accountantLastName: row.expertLastName,
        createdDate: row.createdAt.toISOString(),
        price: row.price,
        jobType: jobTypeOf(row.kind),
        priceAttachment: priceAttachment(priceFiles, row.priceAttachmentFileId),
        statusId: row.statusId,
        actionStatusId: row.actionStatusId ?? QUOTE_NOT_ACTED_ON,
        avatar: avatarText(row.expertAvatarThumbnail),
        stars: starsOf(row.expertAverageRating),
        reviewsCount: row.expertReviewsCount,
        ...quoteRequestFields(row),
        // Ours, optional: the practice whose quote it is (nothing for a professional alone).
        ...(row.practiceId === null ? {} : { practiceName: practiceName(row.practiceId) }),
      }));
    },

    async listForExpert(caller: Principal): Promise<SentQuote[]> {
      const rows = await quotesRepository.listForExpert(db, professionalScope(caller));
      const [people, priceFiles, assignees] = await Promise.all([
        peopleRecords.byIds(
          db,
          rows.map((row) => row.taxpayerUserId),
        ),
        files.findMany(rows.map((row) => row.priceAttachmentFileId)),
        assigneesOf(
          db,
          rows.map((row) => row.assignedUserId),
        ),
      ]);
      const quoteRequestFields = quoteRequestFieldsOfList();
      return rows.map((row) => {
        const taxpayer = personOf(people, row.taxpayerUserId);
        return {
          quoteId: row.quoteId,
          taxPreparationId: row.taxPreparationId,
          taxpayerId: taxpayer.id,
          jobType: jobTypeOf(row.kind),
          taxpayerFirstName: taxpayer.firstName,
          taxpayerLastName: taxpayer.lastName,
          createdDate: row.createdAt.toISOString(),
          price: row.price,
          priceAttachment: priceAttachment(priceFiles, row.priceAttachmentFileId),
          statusId: row.statusId,
          actionStatusId: row.actionStatusId ?? QUOTE_NOT_ACTED_ON,
          ...quoteRequestFields(row),
          // Ours, optional: the member working a practice's quote (nothing for a professional alone).
          ...(row.practiceId === null ? {} : { assignedTo: assignees(row.assignedUserId) }),
        };
      });
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
