import type { ExpertIndividualRequest, TaxPreparationDetail } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser, type TestUser } from "../../../test/factories";
import {
  createExpert,
  getAs,
  invitationKey,
  postIndividualRequest,
  startedJob,
} from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });

const setLanguage = (user: TestUser, language: string) =>
  app.inject({ method: "POST", url: "/api/User/SetLanguage", headers: bearer(user), payload: { language } });

describe("the client's language, as the professional sees it", () => {
  it("comes with the job and follows the taxpayer's account", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const job = () =>
      getAs<TaxPreparationDetail>(app, expert, `TaxPreparation/GetTaxPreparation?quoteId=${quoteId}`);
    expect((await job()).body.taxpayer.language).toBe("en");
    expect((await setLanguage(taxpayer, "es")).statusCode).toBe(200);
    expect((await job()).body.taxpayer.language).toBe("es");
  });

  it("comes with each request routed to the professional, with the language the request asked for", async () => {
    const expert = await createExpert(app);
    const taxpayer = await createSignedInUser(app, 1);
    expect((await setLanguage(taxpayer, "es")).statusCode).toBe(200);
    const requestId = await postIndividualRequest(app, taxpayer, {
      invitationkey: await invitationKey(app, expert),
      preferredLanguage: "es",
    });
    const requests = await getAs<ExpertIndividualRequest[]>(
      app,
      expert,
      "Accountant/GetAllIndividualRequests?from=0&to=50",
    );
    const request = requests.body.find((routed) => routed.id === requestId);
    expect(request?.user.language).toBe("es");
    expect(request?.preferredLanguage).toBe("es");
  });
});
