/**
 * What an existing web client of the contract relies on, each written from that
 * client's side: the bodies it builds and the fields it reads, as it reads them.
 */

import { and, eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser, type TestUser } from "../test/factories";
import { uniqueEmail, withToken } from "../test/identity";
import { latestCodeFor } from "../test/mailbox";
import {
  createExpert,
  getAs,
  invitationKey,
  postIndividualRequest,
  postQuery,
  sendQuote,
  startedJob,
} from "../test/marketplace";
import { createTestApp } from "../test/test-app";
import { multipart, smallPdf } from "../test/uploads";
import { expertProfiles, notifications, users } from "./db/schema";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });

const rhodeIslandOffice = { state: "RI", city: "Providence", workingTypeIds: [3] };
// Only this file makes Rhode Island experts; on a PostgreSQL database kept between runs, an earlier run's
// would compete with this run's, so they go first.
await app.services.db
  .delete(expertProfiles)
  .where(
    and(
      eq(expertProfiles.state, "RI"),
      inArray(
        expertProfiles.userId,
        app.services.db
          .select({ id: users.id })
          .from(users)
          .where(like(users.email, "person-%@example.test")),
      ),
    ),
  );

interface ClientQuote {
  quoteId: number;
  accountantId: number;
  actionStatusId: number;
}
interface ClientNotification {
  title: string;
  link: string | null;
}
interface ClientIndividualRequest {
  id: number;
  country: string;
  state?: string;
  fromWhereKnowMyTaxApp?: string;
  incomeTypeIds: string;
  reasonToLookNewPreparer: string;
  factorThatHelpYouHirePreparer: string;
}

const notificationsOf = async (user: TestUser) =>
  (await getAs<ClientNotification[]>(app, user, "User/GetUserNotifications")).body;

describe("added request fields are optional", () => {
  async function codeFor(email: string) {
    await app.inject({
      method: "POST",
      url: `/api/identity/sendEmailValidationCode?email=${encodeURIComponent(email)}`,
    });
    return latestCodeFor(app, email);
  }

  /** registerAccountant as that client builds it: no `initialQuestions.state` or `city`. */
  async function register(credential: Record<string, string>) {
    const email = uniqueEmail("expert");
    const form = multipart({
      email,
      phoneNumber: "+1 512 555 0199",
      password: "Ledger-lantern-2026",
      firstName: "Jordan",
      lastName: "Okafor",
      agreePrivacyPolicy: "true",
      timeZone: "America/Chicago",
      emailValidationCode: await codeFor(email),
      "initialQuestions.taxPreparationTypeId": "1",
      "initialQuestions.taxPreparerPTINumber": "P01234567",
      "initialQuestions.workingTypeIds": "[1]",
      "initialQuestions.isEnterprise": "false",
      "initialQuestions.yearsOfExperience": "6",
      "initialQuestions.aboutBusinessOrServiceStandOut": "Individual returns, done carefully.",
      "initialQuestions.accountantEducationList[0].institution": "UT Austin",
      "initialQuestions.accountantEducationList[0].degree": "BBA Accounting",
      "initialQuestions.accountantEducationList[0].yearOfGraduation": "2014",
      "initialQuestions.hasPricingSystem": "false",
      ...credential,
    });
    const response = await app.inject({
      method: "POST",
      url: "/api/accountant/registerAccountant",
      payload: form,
    });
    expect(response.statusCode, response.body).toBe(200);
    const own = await app.inject({
      method: "GET",
      url: "/api/Accountant/GetAccountantProfileDetails",
      headers: withToken(response.json<{ token: string }>().token),
    });
    return own.json<{ state: string; city: string }>();
  }

  it("registers an expert without where they work: the credential's state, no city", async () => {
    const cpa = await register({
      "initialQuestions.taxPreparerTypeId": "2",
      "initialQuestions.taxPreparerLicenseNumber": "CPA-55120",
      "initialQuestions.taxPreparerState": "TX",
    });
    expect(cpa).toMatchObject({ state: "TX", city: "" });

    const enrolledAgent = await register({
      "initialQuestions.taxPreparerTypeId": "3",
      "initialQuestions.taxPreparerEnrolledAgentNumber": "00123456",
    });
    expect(enrolledAgent).toMatchObject({ state: "", city: "" });
  });
});

describe("AddIndividualTaxpayerInitialQuestions", () => {
  it("takes country, state and how they heard of us as codes or words, and stores them the same", async () => {
    const asWords = await createSignedInUser(app, 1);
    const asCodes = await createSignedInUser(app, 1);
    await postIndividualRequest(app, asWords, {
      country: "United States",
      state: "California",
      fromWhereKnowMyTaxApp: "Online search",
    });
    await postIndividualRequest(app, asCodes, {
      country: "US",
      state: "CA",
      fromWhereKnowMyTaxApp: 2,
      invitationkey: "",
    });
    const stored = await Promise.all(
      [asWords, asCodes].map(async (taxpayer) => {
        const [request] = (
          await getAs<ClientIndividualRequest[]>(app, taxpayer, "Taxpayer/GetNotProcessedIndividualRequests")
        ).body;
        return [request?.country, request?.state, request?.fromWhereKnowMyTaxApp];
      }),
    );
    expect(stored).toEqual([
      ["United States", "CA", "Online search"],
      ["United States", "CA", "Online search"],
    ]);

    const abroad = await createSignedInUser(app, 1);
    await postIndividualRequest(app, abroad, { country: "CA", state: "", fromWhereKnowMyTaxApp: "1" });
    const [request] = (
      await getAs<ClientIndividualRequest[]>(app, abroad, "Taxpayer/GetNotProcessedIndividualRequests")
    ).body;
    expect(request).toMatchObject({ country: "Canada", fromWhereKnowMyTaxApp: "From my accountant" });
  });
});

describe("individual request answers in responses", () => {
  it("are JSON text the client parses, in the taxpayer's and the expert's lists", async () => {
    const expert = await createExpert(app);
    const taxpayer = await createSignedInUser(app, 1);
    const sent = {
      incomeTypeIds: [1, 4],
      reasonToLookNewPreparer: [2],
      factorThatHelpYouHirePreparer: [3, 4],
    };
    const requestId = await postIndividualRequest(app, taxpayer, {
      ...sent,
      invitationkey: await invitationKey(app, expert),
    });
    const own = (
      await getAs<ClientIndividualRequest[]>(app, taxpayer, "Taxpayer/GetNotProcessedIndividualRequests")
    ).body;
    const routed = (
      await getAs<ClientIndividualRequest[]>(app, expert, "Accountant/GetAllIndividualRequests?from=0&to=20")
    ).body;
    for (const request of [own[0], routed.find((item) => item.id === requestId)]) {
      if (!request) throw new Error("request missing");
      expect(request.incomeTypeIds).toBe("[1,4]");
      expect(JSON.parse(request.incomeTypeIds)).toEqual(sent.incomeTypeIds);
      expect(JSON.parse(request.reasonToLookNewPreparer)).toEqual(sent.reasonToLookNewPreparer);
      expect(JSON.parse(request.factorThatHelpYouHirePreparer)).toEqual(sent.factorThatHelpYouHirePreparer);
    }
  });
});

describe("actionStatusId", () => {
  it("is 0 in both quote lists while neither side has acted, then the action's code", async () => {
    const expert = await createExpert(app);
    const taxpayer = await createSignedInUser(app, 1);
    const requestId = await postIndividualRequest(app, taxpayer, {
      invitationkey: await invitationKey(app, expert),
    });
    const { quoteId } = (
      await sendQuote(app, expert, { taxPreparationId: String(requestId), price: "300" })
    ).json<{
      quoteId: number;
    }>();
    const taxpayerSide = async () =>
      (await getAs<ClientQuote[]>(app, taxpayer, "Taxpayer/GetAllQuotes")).body.find(
        (q) => q.quoteId === quoteId,
      );
    const expertSide = async () =>
      (await getAs<ClientQuote[]>(app, expert, "Accountant/GetAccountantSentQuotes")).body.find(
        (q) => q.quoteId === quoteId,
      );
    // The client offers "Choose" only when it is exactly 0.
    expect((await taxpayerSide())?.actionStatusId).toBe(0);
    expect((await expertSide())?.actionStatusId).toBe(0);
    await postQuery(app, taxpayer, "Taxpayer/ChooseAccountant", { quoteId });
    expect((await taxpayerSide())?.actionStatusId).toBe(9);
    expect((await expertSide())?.actionStatusId).toBe(9);
  });
});

describe("status moves are idempotent", () => {
  it("answers 200 and changes nothing when a job is already in the state asked for, or further", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const move = (to: "InProcess" | "InForReview") =>
      postQuery(app, taxpayer, `Taxpayer/MakeTaxPreparationJobStatus${to}`, { quoteId });
    const status = async () =>
      (
        await getAs<{ quoteId: number; jobStatusId: number }[]>(
          app,
          taxpayer,
          "Taxpayer/GetTaxpayerTaxPreparations",
        )
      ).body[0]?.jobStatusId;
    const movedNotices = async () =>
      (await notificationsOf(expert)).filter((notice) => notice.title.startsWith("Tax preparation in"))
        .length;

    // Straight to review from not started stays a conflict.
    expect((await move("InForReview")).statusCode).toBe(409);
    // The client asks for "in process" each time the organizer opens.
    for (let opened = 0; opened < 3; opened++) expect((await move("InProcess")).statusCode).toBe(200);
    expect(await status()).toBe(2);
    expect(await movedNotices()).toBe(1);
    expect((await move("InForReview")).statusCode).toBe(200);
    expect((await move("InForReview")).statusCode).toBe(200);
    expect((await move("InProcess")).statusCode).toBe(200);
    expect(await status()).toBe(3);
    expect(await movedNotices()).toBe(2);
  });

  it("answers 200 to choosing the chosen quote and confirming the confirmed one; a second choice stays 409", async () => {
    // The only Rhode Island experts who meet clients in person: the request goes to both.
    const expert = await createExpert(app, rhodeIslandOffice);
    const other = await createExpert(app, rhodeIslandOffice);
    const taxpayer = await createSignedInUser(app, 1);
    const requestId = await postIndividualRequest(app, taxpayer, {
      state: "RI",
      areYouOkWithVirtualMeetings: false,
    });
    const quoteOf = async (by: TestUser) => {
      const response = await sendQuote(app, by, { taxPreparationId: String(requestId), price: "410" });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ quoteId: number }>().quoteId;
    };
    const first = await quoteOf(expert);
    const second = await quoteOf(other);

    const choose = (quoteId: number) => postQuery(app, taxpayer, "Taxpayer/ChooseAccountant", { quoteId });
    expect((await choose(first)).statusCode).toBe(200);
    expect((await choose(first)).statusCode).toBe(200);
    expect((await choose(second)).statusCode).toBe(409);
    expect((await notificationsOf(expert)).filter((n) => n.title === "Your quote was chosen")).toHaveLength(
      1,
    );

    const confirm = () => postQuery(app, expert, "Accountant/ConfirmQuote", { quoteId: first });
    expect((await confirm()).statusCode).toBe(200);
    expect((await confirm()).statusCode).toBe(200);
    expect((await choose(first)).statusCode).toBe(200);
    expect((await postQuery(app, expert, "Accountant/DeclineQuote", { quoteId: first })).statusCode).toBe(
      409,
    );
    const jobs = (await getAs<{ quoteId: number }[]>(app, taxpayer, "Taxpayer/GetTaxpayerTaxPreparations"))
      .body;
    expect(jobs.map((job) => job.quoteId)).toEqual([first]);
  });

  it("answers 200 to declining the declined quote and to marking read notifications read", async () => {
    const expert = await createExpert(app);
    const taxpayer = await createSignedInUser(app, 1);
    const requestId = await postIndividualRequest(app, taxpayer, {
      invitationkey: await invitationKey(app, expert),
    });
    const { quoteId } = (
      await sendQuote(app, expert, { taxPreparationId: String(requestId), price: "250" })
    ).json<{
      quoteId: number;
    }>();
    await postQuery(app, taxpayer, "Taxpayer/ChooseAccountant", { quoteId });
    const decline = () => postQuery(app, expert, "Accountant/DeclineQuote", { quoteId });
    expect((await decline()).statusCode).toBe(200);
    expect((await decline()).statusCode).toBe(200);
    expect((await postQuery(app, expert, "Accountant/ConfirmQuote", { quoteId })).statusCode).toBe(409);
    const declinedNotices = (await notificationsOf(taxpayer)).filter(
      (notice) => notice.title === "A professional declined your request",
    );
    expect(declinedNotices).toHaveLength(1);

    for (let time = 0; time < 2; time++) {
      expect((await postQuery(app, taxpayer, "User/MakeNotifictionsRead", {})).statusCode).toBe(200);
    }
  });
});

describe("GET /Chat/DownloadFile", () => {
  it("downloads any file reference the caller may read, with its name, and nothing else", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const uploaded = await app.inject({
      method: "POST",
      url: "/api/Accountant/UploadTaxReturnFile",
      headers: bearer(expert),
      body: multipart({ quoteId: String(quoteId) }, { taxReturn: [smallPdf(), "Déclaration 2025.pdf"] }),
    });
    expect(uploaded.statusCode).toBe(200);
    const [job] = (
      await getAs<{ taxReturnFile: { id: number } | null }[]>(
        app,
        taxpayer,
        "Taxpayer/GetTaxpayerTaxPreparations",
      )
    ).body;
    const id = job?.taxReturnFile?.id;
    if (!id) throw new Error("no return file");
    const download = (headers: Record<string, string> = {}, fileId: number = id) =>
      app.inject({ method: "GET", url: `/api/Chat/DownloadFile?id=${fileId}`, headers });

    for (const user of [taxpayer, expert]) {
      const response = await download(bearer(user));
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="D_claration 2025.pdf"; filename*=UTF-8''D%C3%A9claration%202025.pdf`,
      );
      expect(response.rawPayload.equals(smallPdf())).toBe(true);
    }
    const stranger = await createSignedInUser(app, 1);
    expect((await download(bearer(stranger))).statusCode).toBe(404);
    expect((await download(bearer(stranger), 2_000_000_000)).statusCode).toBe(404);
    expect((await download()).statusCode).toBe(401);
  });
});

describe("notification links", () => {
  it("are app paths without their leading slash, old rows included", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const [begun] = await notificationsOf(taxpayer);
    expect(begun).toMatchObject({
      title: "Your tax preparation has begun",
      link: `user/tax_preparation/${quoteId}`,
    });
    // The client prefixes "/" itself.
    expect(`/${begun?.link}`).toBe(`/user/tax_preparation/${quoteId}`);
    expect((await notificationsOf(expert)).every((notice) => !notice.link?.startsWith("/"))).toBe(true);

    await app.services.db.insert(notifications).values({
      userId: taxpayer.id,
      title: "Written before links lost their slash",
      description: "An older notification.",
      link: "/user/quotes",
      createdAt: new Date(app.services.clock.now().getTime() + 60_000),
    });
    const [older] = await notificationsOf(taxpayer);
    expect(older).toMatchObject({ title: "Written before links lost their slash", link: "user/quotes" });
  });
});
