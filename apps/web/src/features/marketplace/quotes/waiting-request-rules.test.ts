import { JobType, QuoteActionStatusId } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { requestsWithChoice } from "./quote-rules";
import { requestsStillWaiting } from "./waiting-request-rules";

const request = (kind: "individual" | "business", id: number) => ({ kind, record: { id } });
const quote = (jobType: JobType, taxPreparationId: number, actionStatusId: number) => ({
  quoteId: taxPreparationId * 10,
  taxPreparationId,
  jobType,
  actionStatusId,
});

describe("requestsStillWaiting", () => {
  const requests = [request("individual", 1), request("business", 1), request("individual", 2)];

  it("leaves out a request whose professional is chosen, keeping the other kind with the same id", () => {
    const chosen = requestsWithChoice([
      quote(JobType.personal, 1, QuoteActionStatusId.chosenWaitingForInformation),
      quote(JobType.personal, 2, QuoteActionStatusId.declined),
    ]);
    expect(requestsStillWaiting(requests, chosen)).toEqual([
      request("business", 1),
      request("individual", 2),
    ]);
  });

  it("keeps every request while no quote is chosen", () => {
    expect(requestsStillWaiting(requests, new Set())).toEqual(requests);
  });
});
