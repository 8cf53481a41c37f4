import { JobStatusId, QuoteActionStatusId, QuoteStatusId, TaxPreparationTypeId } from "@taxlane/contract";
import type { Executor } from "../db/client";
import {
  candidatesFor,
  matchRequestOf,
  rankExperts,
  requestRecords,
  scoreExpert,
} from "../modules/marketplace";
import { notificationRecords } from "../modules/notifications";
import { requestRow } from "../modules/onboarding";
import { reviewRecords } from "../modules/profiles";
import { jobRecords, TAX_RETURN_PURPOSE } from "../modules/tax-preparation";
import { seededAccountId } from "./accounts";
import { demoPdf } from "./demo-pdf";
import type { SeedStep } from "./seed-step";

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

interface SeedRequest {
  id: number;
  kind: number;
  state: string | null;
  answers: Record<string, unknown>;
  createdAt: Date;
  taxpayerUserId: number;
}

type QuoteState = "pending" | "chosen" | "declined" | "confirmed" | "notAccepted";

const quoteCodes: Record<QuoteState, { statusId: number; actionStatusId: number | null }> = {
  pending: { statusId: QuoteStatusId.pending, actionStatusId: null },
  chosen: {
    statusId: QuoteStatusId.pending,
    actionStatusId: QuoteActionStatusId.chosenWaitingForInformation,
  },
  declined: { statusId: QuoteStatusId.notAccepted, actionStatusId: QuoteActionStatusId.declined },
  confirmed: { statusId: QuoteStatusId.accepted, actionStatusId: QuoteActionStatusId.confirmed },
  notAccepted: { statusId: QuoteStatusId.notAccepted, actionStatusId: null },
};

/**
 * The marketplace of the demo world: every demo request routed as matching would route it (always
 * including the demo expert), and requests in every state of the lifecycle, so that each list and
 * table has rows: open with quotes, chosen and waiting, declined, and jobs in every status.
 */
export const demoMarketplaceSeed: SeedStep = {
  name: "demo marketplace",
  async run({ tx, clock, files }) {
    const now = clock.now();
    const account = (email: string) => seededAccountId(tx, `${email}@demo.taxlane.app`);
    const dana = await account("taxpayer");
    const marcus = await account("expert");
    const [li, carmen, ben] = [
      await account("li.wei"),
      await account("carmen.diaz"),
      await account("ben.carter"),
    ];

    const openRequest = async (userId: number, kind: number): Promise<SeedRequest> => {
      const [row] = await requestRecords.openOf(tx, userId, kind);
      if (!row) throw new Error(`the demo request of user ${userId} is missing`);
      const state = typeof row.answers.state === "string" ? row.answers.state : null;
      return {
        id: row.id,
        kind,
        state,
        answers: row.answers,
        createdAt: row.createdAt,
        taxpayerUserId: userId,
      };
    };
    const danaIndividual = await openRequest(dana, TaxPreparationTypeId.individual);
    const carmenBusiness = await openRequest(carmen, TaxPreparationTypeId.businessEntity);
    const liIndividual = await openRequest(li, TaxPreparationTypeId.individual);
    const benIndividual = await openRequest(ben, TaxPreparationTypeId.individual);
    const benBusiness = await openRequest(ben, TaxPreparationTypeId.businessEntity);

    const newRequest = async (
      like: SeedRequest,
      daysAgo: number,
      changes: Record<string, unknown> = {},
    ): Promise<SeedRequest> => {
      const { invitationkey: _unused, ...copied } = like.answers;
      const answers = { ...copied, ...changes };
      const createdAt = new Date(now.getTime() - daysAgo * dayMs);
      const row = requestRow(dana, answers as Parameters<typeof requestRow>[1], null, createdAt);
      const id = await requestRecords.add(tx, row);
      return { ...like, id, answers, createdAt, taxpayerUserId: dana };
    };
    const danaBusiness = await newRequest(carmenBusiness, 5);
    // A second open individual request that reads differently from the first, as a second return would.
    const danaDeclined = await newRequest(danaIndividual, 8, {
      isMarried: danaIndividual.answers.isMarried !== true,
    });
    const danaInProcess = await newRequest(danaIndividual, 60);
    const danaFiled = await newRequest(danaIndividual, 400);

    /** Routes as matching would, keeping the demo expert among the five; the experts in order. */
    const route = async (request: SeedRequest): Promise<number[]> => {
      const candidates = await candidatesFor(tx, request.kind, request.createdAt);
      const wishes = matchRequestOf(request);
      const picked = rankExperts(wishes, candidates, { round: "strict" });
      const demoExpert = candidates.find((candidate) => candidate.userId === marcus);
      if (demoExpert && !picked.some((match) => match.expertUserId === marcus)) {
        picked.splice(Math.min(picked.length, 4), 1, scoreExpert(wishes, demoExpert));
      }
      await requestRecords.addRouting(tx, request.id, picked, request.createdAt);
      return picked.map((match) => match.expertUserId);
    };
    const others = (experts: number[]) => experts.filter((id) => id !== marcus);

    const quote = async (
      request: SeedRequest,
      expertUserId: number,
      price: number,
      state: QuoteState,
      hoursAfter: number,
      terms: { message?: string; turnaroundDays?: number } = {},
    ) =>
      requestRecords.addQuote(tx, {
        requestId: request.id,
        expertUserId,
        taxpayerUserId: request.taxpayerUserId,
        price,
        priceAttachmentFileId: null,
        ...quoteCodes[state],
        message: terms.message ?? null,
        turnaroundDays: terms.turnaroundDays ?? null,
        createdAt: new Date(request.createdAt.getTime() + hoursAfter * hourMs),
        chosenAt: state === "pending" || state === "notAccepted" ? null : request.createdAt,
      });

    const job = async (
      request: SeedRequest,
      quoteId: number,
      fee: number,
      statusId: number,
      returnFileId?: number,
    ) => {
      const startedAt = new Date(request.createdAt.getTime() + dayMs);
      await jobRecords.add(tx, {
        quoteId,
        requestId: request.id,
        taxpayerUserId: request.taxpayerUserId,
        expertUserId: marcus,
        statusId,
        taxYear: startedAt.getUTCFullYear() - 1,
        fee,
        taxReturnFileId: returnFileId ?? null,
        startedAt,
        statusChangedAt: new Date(startedAt.getTime() + 7 * dayMs),
        filedAt: statusId === JobStatusId.filed ? new Date(startedAt.getTime() + 21 * dayMs) : null,
      });
    };

    // Dana: an open request with two quotes to compare (the demo expert has not quoted yet).
    const [first, second] = others(await route(danaIndividual));
    if (first) {
      await quote(danaIndividual, first, 450, "pending", 3, {
        message:
          "Most of my clients are W-2 households like yours. I can start this week and file electronically.",
        turnaroundDays: 10,
      });
    }
    if (second) await quote(danaIndividual, second, 525, "pending", 7, { turnaroundDays: 14 });

    // Dana: a business request whose quote from the demo expert she chose, waiting for his answer.
    const [businessRival] = others(await route(danaBusiness));
    await quote(danaBusiness, marcus, 1200, "chosen", 4, {
      message: "Includes the state return and a call to go through your books before we file.",
      turnaroundDays: 21,
    });
    if (businessRival) await quote(danaBusiness, businessRival, 1350, "pending", 9);

    // Dana: a request where the professional she chose declined; another quote is still open.
    const [decliner, stillOpen] = others(await route(danaDeclined));
    if (decliner) await quote(danaDeclined, decliner, 380, "declined", 2);
    if (stillOpen) {
      await quote(danaDeclined, stillOpen, 495, "pending", 6, {
        message: "Happy to take this on; a short video call to start is all I need.",
        turnaroundDays: 7,
      });
    }

    // Dana's jobs with the demo expert: one in process, one filed with its return and her review.
    const [inProcessRival] = others(await route(danaInProcess));
    const inProcessQuote = await quote(danaInProcess, marcus, 650, "confirmed", 5);
    if (inProcessRival) await quote(danaInProcess, inProcessRival, 700, "notAccepted", 8);
    await job(danaInProcess, inProcessQuote, 650, JobStatusId.inProcess);

    await route(danaFiled);
    const filedQuote = await quote(danaFiled, marcus, 600, "confirmed", 6);
    const filedYear = new Date(danaFiled.createdAt.getTime() + dayMs).getUTCFullYear() - 1;
    const taxReturn = await files.save(
      {
        bytes: demoPdf(`Form 1040 - ${filedYear} (demo)`, [
          "Dana Whitfield - U.S. Individual Income Tax Return",
          "Prepared by Marcus Alvarez, CPA - Alvarez CPA, Austin, TX",
          "This is a demo document of the Taxlane demo world.",
        ]),
        name: `${filedYear}-tax-return.pdf`,
        purpose: TAX_RETURN_PURPOSE,
        ownerUserId: marcus,
        allow: "pdf",
      },
      tx,
    );
    await job(danaFiled, filedQuote, 600, JobStatusId.filed, taxReturn.id);
    await reviewRecords.attributeSeeded(tx, marcus, "Dana W.", dana);

    // The demo expert's other clients: a job not started, one in for review, a pending quote and
    // a request still to quote.
    await route(liIndividual);
    await job(
      liIndividual,
      await quote(liIndividual, marcus, 300, "confirmed", 2),
      300,
      JobStatusId.notStarted,
    );
    await route(benIndividual);
    await job(
      benIndividual,
      await quote(benIndividual, marcus, 550, "confirmed", 3),
      550,
      JobStatusId.inForReview,
    );
    await route(carmenBusiness);
    await quote(carmenBusiness, marcus, 1450, "pending", 5, {
      message: "Fixed fee for the entity return and the owners' K-1s.",
      turnaroundDays: 14,
    });
    await route(benBusiness);

    await notify(tx, now, [
      [
        dana,
        "You received a quote",
        "A tax professional quoted $525 for your individual return.",
        "user/quotes",
        false,
      ],
      [dana, "A professional declined your request", "Please choose another quote.", "user/quotes", false],
      [
        dana,
        "Your tax return is ready",
        `Your ${filedYear} tax return is ready to download.`,
        `/user/tax_preparation/${filedQuote}`,
        true,
      ],
      [
        marcus,
        "Your quote was chosen",
        "A taxpayer chose your $1,200 quote for their business return.",
        "expert/requests?tab=sent",
        false,
      ],
      [
        marcus,
        "New request for a quote",
        "A taxpayer is looking for help with a business return.",
        "expert/requests",
        false,
      ],
      [
        marcus,
        "Tax preparation in for review",
        "Your client sent their tax preparation in for review.",
        "expert/tax_preparation",
        true,
      ],
    ]);
  },
};

async function notify(
  tx: Executor,
  now: Date,
  items: [userId: number, title: string, description: string, link: string, isRead: boolean][],
) {
  for (const [index, [userId, title, description, link, isRead]] of items.entries()) {
    await notificationRecords.add(tx, [
      {
        userId,
        title,
        description,
        link,
        isRead,
        createdAt: new Date(now.getTime() - (items.length - index) * 3 * hourMs),
      },
    ]);
  }
}
