// A marketplace of the given size for the list benchmarks: taxpayers with requests, each routed to 5
// of 50 experts, two quotes on most, some jobs; one taxpayer and one expert to sign in as.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  expertProfiles,
  quotes,
  requestMatches,
  taxPreparationJobs,
  taxRequests,
  users,
} from "../../apps/api/src/db/schema";

const answers = {
  taxPreparationTypeId: 1,
  country: "United States",
  state: "TX",
  isMarried: false,
  incomeTypeIds: [1, 4],
  isOwnHome: true,
  deductionTypeId: 2,
  lastYearPreparedExpertId: 2,
  reasonToLookNewPreparer: [1],
  factorThatHelpYouHirePreparer: [3],
  lastYearPreparationCostId: 2,
  anythingElseForPreparer: "Two W-2s and a brokerage account.",
  areYouLookingServiceToDropDocuments: false,
  areYouAbleToDigitalizeDocuments: true,
  areYouOkWithVirtualMeetings: true,
};

const EXPERTS = 50;
// Ten requests a taxpayer at every size: a taxpayer's own lists stay the same size as the marketplace
// grows, while each expert's routed requests grow with it.
const REQUESTS_PER_TAXPAYER = 10;
const BATCH = 1000;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

export async function seedMarketplace(app: FastifyInstance, requestCount: number) {
  const { db, clock, sessions } = app.services;
  const taxpayerCount = Math.max(1, Math.round(requestCount / REQUESTS_PER_TAXPAYER));
  const now = clock.now();
  const run = randomUUID().slice(0, 8);
  const person = (roleId: number, index: number) => ({
    roleId,
    email: `bench-${run}-${roleId}-${index}@example.test`,
    passwordHash: "not-used",
    firstName: roleId === 2 ? "Expert" : "Taxpayer",
    lastName: `No${index}`,
    createdAt: now,
  });
  const experts = await db
    .insert(users)
    .values(Array.from({ length: EXPERTS }, (_, index) => person(2, index)))
    .returning({ id: users.id });
  await db.insert(expertProfiles).values(
    experts.map((expert, index) => ({
      userId: expert.id,
      taxPreparationTypeId: 3,
      taxPreparerTypeId: 2,
      workingTypeIds: [1],
      yearsOfExperience: 3 + (index % 20),
      state: "TX",
      city: "Austin",
      createdAt: now,
    })),
  );
  const taxpayers: { id: number }[] = [];
  await inBatches(
    Array.from({ length: taxpayerCount }, (_, index) => person(1, index)),
    async (batch) => taxpayers.push(...(await db.insert(users).values(batch).returning({ id: users.id }))),
  );

  const requests: { id: number; taxpayerUserId: number }[] = [];
  await inBatches(
    Array.from({ length: requestCount }, (_, index) => ({
      taxpayerUserId: taxpayers[index % taxpayerCount]?.id ?? 0,
      kind: 1,
      answers,
      state: "TX",
      createdAt: new Date(now.getTime() - index * 60_000),
      routedAt: now,
    })),
    async (batch) =>
      requests.push(
        ...(await db
          .insert(taxRequests)
          .values(batch)
          .returning({ id: taxRequests.id, taxpayerUserId: taxRequests.taxpayerUserId })),
      ),
  );

  const expertAt = (index: number) => experts[index % EXPERTS]?.id ?? 0;
  const matches = requests.flatMap((request, index) =>
    [0, 1, 2, 3, 4].map((offset) => ({
      requestId: request.id,
      expertUserId: expertAt(index + offset * 10),
      score: 50 - offset,
      reasons: ["Based in Texas, like you", "Has room for new clients"],
      round: 1,
      createdAt: new Date(now.getTime() - index * 60_000),
    })),
  );
  await inBatches(matches, (batch) => db.insert(requestMatches).values(batch));

  // Two quotes on four requests in five; every tenth request became a job.
  const quoteRows = requests.flatMap((request, index) =>
    index % 5 === 4
      ? []
      : [0, 1].map((offset) => ({
          requestId: request.id,
          expertUserId: expertAt(index + offset * 10),
          taxpayerUserId: request.taxpayerUserId,
          price: 300 + ((index * 7) % 500),
          statusId: index % 10 === 0 ? (offset === 0 ? 6 : 7) : 8,
          actionStatusId: index % 10 === 0 && offset === 0 ? 10 : null,
          createdAt: new Date(now.getTime() - index * 60_000 + 3_600_000),
        })),
  );
  const insertedQuotes: {
    id: number;
    requestId: number;
    statusId: number;
    expertUserId: number;
    taxpayerUserId: number;
  }[] = [];
  await inBatches(quoteRows, async (batch) =>
    insertedQuotes.push(
      ...(await db.insert(quotes).values(batch).returning({
        id: quotes.id,
        requestId: quotes.requestId,
        statusId: quotes.statusId,
        expertUserId: quotes.expertUserId,
        taxpayerUserId: quotes.taxpayerUserId,
      })),
    ),
  );
  const jobs = insertedQuotes
    .filter((quote) => quote.statusId === 6)
    .map((quote) => ({
      quoteId: quote.id,
      requestId: quote.requestId,
      taxpayerUserId: quote.taxpayerUserId,
      expertUserId: quote.expertUserId,
      statusId: 2,
      taxYear: now.getUTCFullYear() - 1,
      fee: 500,
      startedAt: now,
      statusChangedAt: now,
    }));
  await inBatches(jobs, (batch) => db.insert(taxPreparationJobs).values(batch));

  // Planner statistics, as autovacuum would gather them after such a load in production.
  await db.execute(sql`analyze`);

  const taxpayerId = taxpayers[1]?.id ?? 0;
  const expertId = expertAt(1);
  const taxpayerSession = await sessions.open({ id: taxpayerId, roleId: 1 }, { factor: "password" });
  const expertSession = await sessions.open({ id: expertId, roleId: 2 }, { factor: "password" });
  // The first taxpayer's requests are every tenth of the marketplace, each of which became a job.
  const jobsTaxpayerId = taxpayers[0]?.id ?? 0;
  const jobsTaxpayerSession = await sessions.open({ id: jobsTaxpayerId, roleId: 1 }, { factor: "password" });
  return {
    requests: requests.length,
    quotes: insertedQuotes.length,
    taxpayerQuotes: insertedQuotes.filter((quote) => quote.taxpayerUserId === taxpayerId).length,
    expertRequests: matches.filter((match) => match.expertUserId === expertId).length,
    taxpayerHeaders: { authorization: `Bearer ${taxpayerSession.token}` },
    expertHeaders: { authorization: `Bearer ${expertSession.token}` },
    jobsTaxpayerJobs: jobs.filter((job) => job.taxpayerUserId === jobsTaxpayerId).length,
    jobsTaxpayerHeaders: { authorization: `Bearer ${jobsTaxpayerSession.token}` },
  };
}
