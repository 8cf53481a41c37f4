import type { ExpertTaxPreparation, TaxPreparationDetail, TaxpayerTaxPreparation } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../../test/factories";
import { createExpert, getAs, postQuery, startedJob } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { multipart, photoPng, smallPdf } from "../../../test/uploads";
import { users } from "../../db/schema";
import { markJobFiled } from "./job-filing";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });

const upload = (user: { token: string }, quoteId: number | string, file?: [Buffer, string]) =>
  app.inject({
    method: "POST",
    url: "/api/Accountant/UploadTaxReturnFile",
    headers: bearer(user),
    body: multipart({ quoteId: String(quoteId) }, file ? { taxReturn: file } : {}),
  });

describe("a tax preparation job", async () => {
  const { expert, taxpayer, quoteId, requestId } = await startedJob(app, "725");
  const otherTaxpayer = await createSignedInUser(app, 1);
  const otherExpert = await createExpert(app);
  const jobOf = async () =>
    (await getAs<TaxpayerTaxPreparation[]>(app, taxpayer, "Taxpayer/GetTaxpayerTaxPreparations")).body[0];
  const move = (user: typeof taxpayer, to: "InProcess" | "InForReview") =>
    postQuery(app, user, `Taxpayer/MakeTaxPreparationJobStatus${to}`, { quoteId });

  it("shows both sides the job, and its home to them alone", async () => {
    expect(await jobOf()).toMatchObject({
      quoteId,
      taxPreparationId: requestId,
      price: 725,
      jobStatusId: 1,
      taxReturnFile: null,
    });
    const expertView = await getAs<{ quoteId: number; fee: number; taxpayerId: number }[]>(
      app,
      expert,
      "Accountant/GetAccountantTaxPreparations",
    );
    expect(expertView.body).toEqual([
      expect.objectContaining({ quoteId, fee: 725, taxpayerId: taxpayer.id, jobType: "Personal" }),
    ]);
    // Each side sees the other party's own name.
    const name = async (user: { id: number }, firstName: string, lastName: string) => {
      await app.services.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
      return { firstName, lastName };
    };
    const expertName = await name(expert, "Erin", "Adler");
    const taxpayerName = await name(taxpayer, "Tomas", "Baker");
    const expertListed = (
      await getAs<ExpertTaxPreparation[]>(app, expert, "Accountant/GetAccountantTaxPreparations")
    ).body;
    expect(await jobOf()).toMatchObject({
      accountantId: expert.id,
      accountantFirstName: expertName.firstName,
      accountantLastName: expertName.lastName,
      jobType: "Personal",
    });
    expect(expertListed[0]).toMatchObject({
      taxpayerFirstName: taxpayerName.firstName,
      taxpayerLastName: taxpayerName.lastName,
    });
    for (const user of [taxpayer, expert]) {
      const detail = await getAs<TaxPreparationDetail>(
        app,
        user,
        `TaxPreparation/GetTaxPreparation?quoteId=${quoteId}`,
      );
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({
        quoteId,
        isIndividual: true,
        accountant: { id: expert.id },
        taxpayer: { id: taxpayer.id },
      });
      expect(detail.body.answers).toMatchObject({ state: "TX", incomeTypeIds: [1] });
    }
    for (const user of [otherTaxpayer, otherExpert]) {
      expect((await getAs(app, user, `TaxPreparation/GetTaxPreparation?quoteId=${quoteId}`)).status).toBe(
        404,
      );
    }
    expect((await getAs(app, otherTaxpayer, "Taxpayer/GetTaxpayerTaxPreparations")).body).toEqual([]);
  });

  it("moves forward only in order, by its own taxpayer; asking again changes nothing", async () => {
    expect((await move(taxpayer, "InForReview")).statusCode).toBe(409);
    expect((await move(otherTaxpayer, "InProcess")).statusCode).toBe(404);
    expect((await move(expert, "InProcess")).statusCode).toBe(403);
    expect((await jobOf())?.jobStatusId).toBe(1);
    expect((await move(taxpayer, "InProcess")).statusCode).toBe(200);
    expect((await move(taxpayer, "InProcess")).statusCode).toBe(200);
    expect((await move(taxpayer, "InForReview")).statusCode).toBe(200);
    expect((await move(taxpayer, "InProcess")).statusCode).toBe(200);
    expect((await jobOf())?.jobStatusId).toBe(3);
    const notices = await getAs<{ title: string; description: string }[]>(
      app,
      expert,
      "User/GetUserNotifications",
    );
    expect(notices.body[0]?.title).toBe("Tax preparation in for review");
    expect(notices.body[0]?.description).toMatch(
      /^Your client sent their \d{4} tax preparation in for review\.$/,
    );
    expect(notices.body[1]?.description).toMatch(
      /^Your client started their \d{4} tax preparation: it is now in process\.$/,
    );
  });

  it("takes its expert's PDF as a draft, judged by its bytes, which its taxpayer then downloads", async () => {
    expect((await upload(otherExpert, quoteId, [smallPdf(), "return.pdf"])).statusCode).toBe(404);
    expect((await upload(taxpayer, quoteId, [smallPdf(), "return.pdf"])).statusCode).toBe(403);
    expect((await upload(expert, quoteId)).statusCode).toBe(400);
    const disguised = await upload(expert, quoteId, [await photoPng(64), "return.pdf"]);
    expect(disguised.statusCode).toBeGreaterThanOrEqual(400);
    expect(disguised.statusCode).toBeLessThan(500);
    expect(disguised.json().errors[0].field).toBe("taxReturn");
    expect((await upload(expert, "abc", [smallPdf(), "return.pdf"])).statusCode).toBe(400);
    expect((await jobOf())?.jobStatusId).toBe(3);

    expect((await upload(expert, quoteId, [smallPdf(), "2026 return.pdf"])).statusCode).toBe(200);
    // A draft for the taxpayer's review: the job is not filed by it.
    const shared = await jobOf();
    expect(shared).toMatchObject({
      jobStatusId: 3,
      taxReturnFile: { name: "2026 return.pdf", contentType: "application/pdf" },
    });
    const url = shared?.taxReturnFile?.url ?? "";
    const download = await app.inject({ method: "GET", url, headers: bearer(taxpayer) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await app.inject({ method: "GET", url, headers: bearer(otherTaxpayer) })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);

    expect((await move(taxpayer, "InForReview")).statusCode).toBe(200);
    expect((await jobOf())?.jobStatusId).toBe(3);
    const notices = await getAs<{ title: string; link: string }[]>(
      app,
      taxpayer,
      "User/GetUserNotifications",
    );
    expect(notices.body[0]).toMatchObject({
      title: "Your draft return is ready for review",
      link: `user/tax_preparation/${quoteId}`,
    });
  });

  it("shows on the expert's profile as work history once filed", async () => {
    await app.services.db.transaction((tx) => markJobFiled(tx, quoteId, new Date()));
    expect((await jobOf())?.jobStatusId).toBe(4);
    const profile = await getAs<{ accountantWorkExperience: { title: string; year: number }[] }>(
      app,
      taxpayer,
      `Accountant/GetAccountantProfileDetails?accountantId=${expert.id}`,
    );
    expect(profile.body.accountantWorkExperience).toEqual([
      expect.objectContaining({ title: "Individual tax return", rate: null }),
    ]);
  });
});
