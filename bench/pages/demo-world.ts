import { request } from "@playwright/test";
import { apiSignIn, bearer, demo } from "../../e2e/support/accounts";

/** What the measured pages need of the seeded demo world: its two people signed in, their job, their conversation. */
export interface DemoWorld {
  taxpayerToken: string;
  expertToken: string;
  /** The demo taxpayer's job in process with the demo expert (its quote id, as the addresses use). */
  jobId: number;
  /** Their conversation (the seed's few messages). */
  conversationId: number;
}

interface TaxpayerJob {
  quoteId: number;
  accountantId: number;
  cancelledAt: string | null;
  taxReturnFile: unknown;
}

async function json<T>(answer: { ok(): boolean; status(): number; json(): Promise<unknown> }, what: string) {
  if (!answer.ok()) throw new Error(`${what} answered ${answer.status()}`);
  return (await answer.json()) as T;
}

/**
 * Signs the demo taxpayer and expert in through the API as the journeys do (the expert's code read
 * from the dev mailbox), and finds their job and conversation.
 */
export async function openDemoWorld(baseURL: string): Promise<DemoWorld> {
  const api = await request.newContext({ baseURL, ignoreHTTPSErrors: true });
  try {
    const taxpayerToken = await apiSignIn(api, demo.taxpayer, demo.password);
    const expertToken = await apiSignIn(api, demo.expert, demo.password);
    const jobs = await json<TaxpayerJob[]>(
      await api.get("/api/Taxpayer/GetTaxpayerTaxPreparations", { headers: bearer(taxpayerToken) }),
      "GetTaxpayerTaxPreparations",
    );
    // The seed's other job is filed; the one still being worked on has no return yet.
    const job = jobs.find((one) => one.cancelledAt === null && one.taxReturnFile === null);
    if (job === undefined) throw new Error("The demo taxpayer has no job in process");
    const conversation = await json<{ id: number }>(
      await api.post(`/api/Chat/CreateChatConnection?userId=${job.accountantId}`, {
        headers: bearer(taxpayerToken),
      }),
      "CreateChatConnection",
    );
    return { taxpayerToken, expertToken, jobId: job.quoteId, conversationId: conversation.id };
  } finally {
    await api.dispose();
  }
}
