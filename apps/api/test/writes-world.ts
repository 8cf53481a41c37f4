// The world the write benchmarks act in: `pairs` jobs begun through the API (a professional on a
// plan, a taxpayer, a confirmed quote), each professional open every hour of every day in UTC, each
// pair with a conversation; and `requests` open individual requests routed one each to the pairs'
// professionals in turn, for quotes to answer (a request takes one quote from its professional).
import type { FastifyInstance } from "fastify";
import { requestMatches, taxRequests } from "../src/db/schema";
import { bearer, type TestUser } from "./factories";
import { individualAnswers, postQuery, startedJob } from "./marketplace";

export interface WritePair {
  expert: TestUser;
  taxpayer: TestUser;
  quoteId: number;
  connectionId: number;
}

export interface WritesWorld {
  pairs: WritePair[];
  /** The routed requests' ids; request `i` went to `pairs[i % pairs.length].expert`. */
  requestIds: number[];
}

const BATCH = 1000;

async function openAllHours(app: FastifyInstance, expert: TestUser) {
  const response = await app.inject({
    method: "POST",
    url: "/api/Accountant/UpdateAvailability",
    headers: bearer(expert),
    payload: {
      timeZone: "UTC",
      weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "00:00", end: "23:59" })),
      daysOff: [],
      minimumNoticeHours: 0,
      bufferMinutes: 0,
    },
  });
  if (response.statusCode !== 200) throw new Error(`availability refused: ${response.body}`);
}

export async function seedWritesWorld(
  app: FastifyInstance,
  { pairs: pairCount, requests }: { pairs: number; requests: number },
): Promise<WritesWorld> {
  const pairs: WritePair[] = [];
  for (let index = 0; index < pairCount; index += 1) {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    await openAllHours(app, expert);
    const opened = await postQuery(app, taxpayer, "Chat/CreateChatConnection", { userId: expert.id });
    if (opened.statusCode !== 200) throw new Error(`no conversation: ${opened.body}`);
    pairs.push({ expert, taxpayer, quoteId, connectionId: opened.json<{ id: number }>().id });
  }
  const { db, clock } = app.services;
  const now = clock.now();
  const requestIds: number[] = [];
  for (let start = 0; start < requests; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, requests - start) }, (_, offset) => start + offset);
    const rows = await db
      .insert(taxRequests)
      .values(
        batch.map((index) => ({
          taxpayerUserId: pairs[index % pairCount]?.taxpayer.id ?? 0,
          kind: 1,
          answers: individualAnswers,
          state: "TX",
          createdAt: now,
          routedAt: now,
        })),
      )
      .returning({ id: taxRequests.id });
    await db.insert(requestMatches).values(
      rows.map((row, offset) => ({
        requestId: row.id,
        expertUserId: pairs[(start + offset) % pairCount]?.expert.id ?? 0,
        score: 50,
        reasons: ["Based in Texas, like you"],
        round: 1,
        createdAt: now,
      })),
    );
    requestIds.push(...rows.map((row) => row.id));
  }
  return { pairs, requestIds };
}
