import type { ToDoList } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import {
  createExpert,
  getAs,
  invitationKey,
  postIndividualRequest,
  postQuery,
  sendQuote,
} from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });

export const toDoOf = async (user: TestUser) => {
  const answer = await getAs<ToDoList>(app, user, "User/GetToDo");
  if (answer.status !== 200) throw new Error(`GetToDo: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};
const kindsOf = async (user: TestUser) => (await toDoOf(user)).items.map((item) => item.kind);

describe("GET /User/GetToDo", () => {
  it("answers 401 without a session and 403 to an operator", async () => {
    const anonymous = await app.inject({ method: "GET", url: "/api/User/GetToDo" });
    expect(anonymous.statusCode).toBe(401);
    const admin = await createSignedInUser(app, 3);
    expect((await getAs(app, admin, "User/GetToDo")).status).toBe(403);
  });

  it("answers an empty list with zero counts to someone with nothing waiting", async () => {
    const taxpayer = await createSignedInUser(app, 1);
    expect(await toDoOf(taxpayer)).toEqual({ items: [], counts: { total: 0, byKind: {} } });
  });

  it("follows a request from quote to job: each side sees its step, and it goes once done", async () => {
    const expert = await createExpert(app);
    const taxpayer = await createSignedInUser(app, 1);
    const stranger = await createExpert(app);
    const requestId = await postIndividualRequest(app, taxpayer, {
      invitationkey: await invitationKey(app, expert),
    });

    const toQuote = await toDoOf(expert);
    expect(toQuote.items).toEqual([
      expect.objectContaining({
        id: `request:${requestId}`,
        kind: "quote-request",
        link: "expert/requests",
        title: "Quote an individual return request",
      }),
    ]);
    expect(toQuote.counts).toEqual({ total: 1, byKind: { "quote-request": 1 } });
    expect(await kindsOf(stranger)).toEqual([]);
    expect(await kindsOf(taxpayer)).toEqual([]);

    const sent = await sendQuote(app, expert, { taxPreparationId: String(requestId), price: "480" });
    const { quoteId } = sent.json<{ quoteId: number }>();
    expect(await kindsOf(expert)).toEqual([]);
    expect((await toDoOf(taxpayer)).items).toEqual([
      expect.objectContaining({ id: `quotes:${requestId}`, kind: "quote-received", link: "user/quotes" }),
    ]);

    expect((await postQuery(app, taxpayer, "Taxpayer/ChooseAccountant", { quoteId })).statusCode).toBe(200);
    expect(await kindsOf(taxpayer)).toEqual([]);
    const toConfirm = await toDoOf(expert);
    expect(toConfirm.items).toEqual([
      expect.objectContaining({ id: `chosen:${quoteId}`, kind: "quote-chosen" }),
    ]);
    expect(toConfirm.items[0]?.title).toContain("Confirm the quote");
    expect(await kindsOf(stranger)).toEqual([]);

    expect((await postQuery(app, expert, "Accountant/ConfirmQuote", { quoteId })).statusCode).toBe(200);
    expect(await kindsOf(expert)).not.toContain("quote-chosen");
  });
});
