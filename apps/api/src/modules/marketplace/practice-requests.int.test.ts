import type { ExpertIndividualRequest } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { givePlan } from "../../../test/billing";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import { clearTestExperts, localExperts } from "../../../test/local-experts";
import { getAs, postIndividualRequest, sendQuote } from "../../../test/marketplace";
import { createPractice, invite, practiceCalls } from "../../../test/practices";
import { createTestApp } from "../../../test/test-app";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000", RATE_LIMIT_PER_MINUTE: "100000" });
const { post } = practiceCalls(app);

// Rhode Island taxpayers who will not meet online: only Rhode Island experts fit them. Only this file
// makes them; the ones an earlier run left go first.
const localOnly = { state: "RI", areYouOkWithVirtualMeetings: false };
await clearTestExperts(app, ["RI"]);

/** The individual requests the professional lists, a page of rows `from`..`to`. */
async function listed(user: TestUser, from = 0, to = 50) {
  const url = `Accountant/GetAllIndividualRequests?from=${from}&to=${to}`;
  const answer = await getAs<ExpertIndividualRequest[]>(app, user, url);
  if (answer.status !== 200) throw new Error(`GetAllIndividualRequests: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * An owner's practice whose two preparers are both Rhode Island experts, so a Rhode Island request is
 * routed to both: two routings of one request, each the practice's and assigned to its expert.
 */
async function practiceOfTwoLocalPreparers() {
  const owner = await createSignedInUser(app, 2);
  await givePlan(app, owner.id);
  await createPractice(app, owner);
  const [first, second] = (await localExperts(app, "RI", 2)) as [TestUser, TestUser];
  for (const member of [first, second]) {
    const token = await invite(app, owner, member.email, "preparer");
    const accepted = await post(member, "AcceptInvitation", { token });
    if (accepted.statusCode !== 200) throw new Error(`AcceptInvitation: ${accepted.body}`);
  }
  return { owner, first, second };
}

describe("a request routed to two members of one practice", () => {
  it("is listed once to the owner, as the routing their quote would answer, and pages count requests", async () => {
    const { owner, first, second } = await practiceOfTwoLocalPreparers();
    const older = await postIndividualRequest(app, await createSignedInUser(app, 1), localOnly);
    const newer = await postIndividualRequest(app, await createSignedInUser(app, 1), localOnly);
    expect((await listed(first)).map((request) => request.id)).toEqual([newer, older]);
    expect((await listed(second)).map((request) => request.id)).toEqual([newer, older]);

    const ownersList = await listed(owner);
    expect(ownersList.map((request) => request.id)).toEqual([newer, older]);
    // The lower id's routing: the one an owner's quote goes on (the same order as SendQuote's).
    expect(ownersList.map((request) => request.assignedTo?.userId)).toEqual([first.id, first.id]);
    // One request a page: the second page is the older request, and there is no third.
    expect((await listed(owner, 0, 1)).map((request) => request.id)).toEqual([newer]);
    expect((await listed(owner, 1, 2)).map((request) => request.id)).toEqual([older]);
    expect(await listed(owner, 2, 3)).toEqual([]);

    const sent = await sendQuote(app, owner, { taxPreparationId: String(newer), price: "450" });
    expect(sent.statusCode, sent.body).toBe(200);
    const { quoteId } = sent.json<{ quoteId: number }>();
    const quoted = (await listed(owner)).filter((request) => request.id === newer);
    expect(quoted.map((request) => request.sentQuoteId)).toEqual([quoteId]);
    // The second preparer's own routing is still theirs to answer.
    expect((await listed(second)).find((request) => request.id === newer)?.sentQuoteId).toBeNull();
  });

  it("is listed once to the member both routings are assigned to", async () => {
    const { owner, first, second } = await practiceOfTwoLocalPreparers();
    const requestId = await postIndividualRequest(app, await createSignedInUser(app, 1), localOnly);
    const moved = await post(owner, "AssignRequests", { requestIds: [requestId], userId: second.id });
    expect(moved.statusCode, moved.body).toBe(200);

    expect((await listed(second)).map((request) => request.id)).toEqual([requestId]);
    expect(await listed(first)).toEqual([]);
  });
});
