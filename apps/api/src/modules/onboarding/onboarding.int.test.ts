import { RoleId } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../../test/factories";
import { businessAnswers } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";

const individualAnswers = {
  taxPreparationTypeId: 1,
  country: "United States",
  state: "tx",
  isMarried: true,
  incomeTypeIds: [1, 5],
  isOwnHome: true,
  deductionTypeId: 1,
  lastYearPreparedExpertId: 2,
  reasonToLookNewPreparer: [1, 6],
  factorThatHelpYouHirePreparer: [1, 3],
  lastYearPreparationCostId: 2,
  fromWhereKnowMyTaxApp: "A friend",
  anythingElseForPreparer: "We bought a rental condo in May.",
  areYouLookingServiceToDropDocuments: false,
  areYouAbleToDigitalizeDocuments: true,
  areYouOkWithVirtualMeetings: true,
};

describe("the taxpayer's initial questions", async () => {
  const { app } = await createTestApp();

  const post = (url: string, payload: unknown, headers = {}) =>
    app.inject({ method: "POST", url: `/api/taxpayer/${url}`, payload: payload as object, headers });

  it("stores individual answers as a request and lists it back, codes and all", async () => {
    const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
    const created = await post("AddIndividualTaxpayerInitialQuestions", individualAnswers, bearer(taxpayer));
    expect(created.statusCode).toBe(200);
    const { taxPreparationId } = created.json<{ taxPreparationId: number }>();
    expect(taxPreparationId).toBeGreaterThan(0);

    const listed = await app.inject({
      method: "GET",
      url: "/api/Taxpayer/GetNotProcessedIndividualRequests",
      headers: bearer(taxpayer),
    });
    expect(listed.statusCode).toBe(200);
    const [request] = listed.json<Record<string, unknown>[]>();
    expect(request).toMatchObject({
      ...individualAnswers,
      // The lists send the answers with several codes as JSON text.
      incomeTypeIds: JSON.stringify(individualAnswers.incomeTypeIds),
      reasonToLookNewPreparer: JSON.stringify(individualAnswers.reasonToLookNewPreparer),
      factorThatHelpYouHirePreparer: JSON.stringify(individualAnswers.factorThatHelpYouHirePreparer),
      state: "TX",
      id: taxPreparationId,
      user: { id: taxpayer.id, email: taxpayer.email },
    });
    const business = await app.inject({
      method: "GET",
      url: "/api/Taxpayer/GetNotProcessedBusinessRequests",
      headers: bearer(taxpayer),
    });
    expect(business.json()).toEqual([]);
  });

  it("stores business answers, and each taxpayer sees only their own requests", async () => {
    const owner = await createSignedInUser(app, RoleId.taxpayer);
    const other = await createSignedInUser(app, RoleId.taxpayer);
    const created = await post("AddBusinessTaxpayerInitialQuestions", businessAnswers, bearer(owner));
    expect(created.statusCode).toBe(200);
    const mine = await app.inject({
      method: "GET",
      url: "/api/Taxpayer/GetNotProcessedBusinessRequests",
      headers: bearer(owner),
    });
    expect(mine.json()).toEqual([expect.objectContaining({ ...businessAnswers, user: expect.any(Object) })]);
    const theirs = await app.inject({
      method: "GET",
      url: "/api/Taxpayer/GetNotProcessedBusinessRequests",
      headers: bearer(other),
    });
    expect(theirs.json()).toEqual([]);
  });

  it("refuses people who are not signed-in taxpayers", async () => {
    const expert = await createSignedInUser(app, RoleId.expert);
    expect((await post("AddIndividualTaxpayerInitialQuestions", individualAnswers)).statusCode).toBe(401);
    expect(
      (await post("AddIndividualTaxpayerInitialQuestions", individualAnswers, bearer(expert))).statusCode,
    ).toBe(403);
    const list = await app.inject({
      method: "GET",
      url: "/api/Taxpayer/GetNotProcessedIndividualRequests",
      headers: bearer(expert),
    });
    expect(list.statusCode).toBe(403);
  });

  it.each([
    [
      "an unknown income code",
      { incomeTypeIds: [1, 9] },
      "incomeTypeIds.1",
      "Check this entry: it is not a value this field accepts.",
    ],
    ["no income source", { incomeTypeIds: [] }, "incomeTypeIds", "This field is required"],
    [
      "income sources that are not a list",
      { incomeTypeIds: "1,2" },
      "incomeTypeIds",
      "This field is required",
    ],
    [
      "an unknown fee range",
      { lastYearPreparationCostId: 6 },
      "lastYearPreparationCostId",
      "Check this entry: it is not a value this field accepts.",
    ],
    ["a US residence without a state", { state: undefined }, "state", "Please choose your state."],
    ["a state that does not exist", { state: "ZZ" }, "state", "Please choose a US state."],
    ["a missing yes/no answer", { isOwnHome: undefined }, "isOwnHome", "This field is required"],
    [
      "the business type on the individual call",
      { taxPreparationTypeId: 2 },
      "taxPreparationTypeId",
      "Check this entry: it is not a value this field accepts.",
    ],
  ])("refuses %s with a message on the field", async (_name, change, field, message) => {
    const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
    const response = await post(
      "AddIndividualTaxpayerInitialQuestions",
      { ...individualAnswers, ...change },
      bearer(taxpayer),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    const listed = await app.inject({
      method: "GET",
      url: "/api/Taxpayer/GetNotProcessedIndividualRequests",
      headers: bearer(taxpayer),
    });
    expect(listed.json()).toEqual([]);
  });

  it("refuses a business count that is not a natural number", async () => {
    const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
    const response = await post(
      "AddBusinessTaxpayerInitialQuestions",
      { ...businessAnswers, entityMembersCount: -1 },
      bearer(taxpayer),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      field: "entityMembersCount",
      message: "Enter a whole number: 0 or more, without decimals.",
    });
  });

  it("sends a request made through an expert's invitation link to that expert, and refuses unknown links", async () => {
    const expert = await createSignedInUser(app, RoleId.expert);
    const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
    const link = await app.inject({
      method: "GET",
      url: "/api/Accountant/GenerateLinkForNewTaxPreparation",
      headers: bearer(expert),
    });
    expect(link.statusCode).toBe(200);
    const url = new URL(link.body);
    expect(url.pathname).toBe("/user/add-quote");
    const key = url.searchParams.get("invitationkey");
    expect(key).toMatch(/^[\w-]{40,}$/);

    const invited = await post(
      "AddIndividualTaxpayerInitialQuestions",
      { ...individualAnswers, invitationkey: key },
      bearer(taxpayer),
    );
    expect(invited.statusCode).toBe(200);
    const unknown = await post(
      "AddIndividualTaxpayerInitialQuestions",
      { ...individualAnswers, invitationkey: "not-a-real-key" },
      bearer(taxpayer),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].field).toBe("invitationkey");
    const forTaxpayer = await app.inject({
      method: "GET",
      url: "/api/Accountant/GenerateLinkForNewTaxPreparation",
      headers: bearer(taxpayer),
    });
    expect(forTaxpayer.statusCode).toBe(403);
  });
});
