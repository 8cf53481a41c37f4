import type { APIRequestContext } from "@playwright/test";
import { bearer } from "./accounts";
import { ok } from "./marketplace";

/** A made-up IRS submission id: 20 digits and lowercase letters, different each time. */
export function submissionId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}0000000000`.slice(0, 20);
}

/** Today as the server dates a filing (its UTC day). */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The professional moves the job to in for review and records its federal e-file through the API, for
 * journeys about what follows a filing (the Filing tab's own journey records it on the page).
 */
export async function fileFederalReturn(
  request: APIRequestContext,
  expertToken: string,
  quoteId: number,
): Promise<void> {
  const headers = bearer(expertToken);
  await ok(
    await request.post("/api/Accountant/MoveTaxPreparationJob", { headers, data: { quoteId, statusId: 3 } }),
    "MoveTaxPreparationJob",
  );
  await ok(
    await request.post("/api/Accountant/RecordFiling", {
      headers,
      data: {
        quoteId,
        jurisdiction: "federal",
        method: "efile",
        filedOn: today(),
        submissionId: submissionId(),
      },
    }),
    "RecordFiling",
  );
}
