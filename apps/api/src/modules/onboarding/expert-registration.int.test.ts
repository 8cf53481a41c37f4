import { readdir } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { uniqueEmail, withToken } from "../../../test/identity";
import { latestCodeFor } from "../../../test/mailbox";
import { createTestApp } from "../../../test/test-app";
import { multipart, photoPng, smallPdf } from "../../../test/uploads";

const password = "Ledger-lantern-2026";

function expertFields(email: string, code: string, overrides: Record<string, string | undefined> = {}) {
  return {
    email,
    phoneNumber: "+1 303 555 0142",
    password,
    firstName: "Avery",
    lastName: "Lindqvist",
    agreePrivacyPolicy: "true",
    timeZone: "America/Denver",
    emailValidationCode: code,
    "initialQuestions.taxPreparationTypeId": "3",
    "initialQuestions.taxPreparerTypeId": "2",
    "initialQuestions.taxPreparerPTINumber": "p01234567",
    "initialQuestions.taxPreparerLicenseNumber": "CPA-104233",
    "initialQuestions.taxPreparerState": "CO",
    "initialQuestions.workingTypeIds": "[1,3]",
    "initialQuestions.isEnterprise": "true",
    "initialQuestions.businessName": "Lindqvist Tax & Books",
    "initialQuestions.yearFounded": "2015",
    "initialQuestions.numberOfEmployees": "4",
    "initialQuestions.yearsOfExperience": "11",
    "initialQuestions.aboutBusinessOrServiceStandOut": "Small-business returns and bookkeeping clean-ups.",
    "initialQuestions.linkedin": "https://www.linkedin.com/in/avery-lindqvist",
    "initialQuestions.website": "https://lindqvist.example.com",
    "initialQuestions.reviewsLink": "https://reviews.example.com/lindqvist",
    "initialQuestions.accountantEducationList[0].institution": "University of Denver",
    "initialQuestions.accountantEducationList[0].degree": "MAcc",
    "initialQuestions.accountantEducationList[0].yearOfGraduation": "2012",
    "initialQuestions.accountantEducationList[1].institution": "AICPA",
    "initialQuestions.accountantEducationList[1].degree": "Personal Financial Specialist",
    "initialQuestions.accountantEducationList[1].yearOfGraduation": "2019",
    "initialQuestions.hasPricingSystem": "true",
    "initialQuestions.state": "CO",
    "initialQuestions.city": "Denver",
    ...overrides,
  };
}

describe("expert registration", async () => {
  // Each case registers; the per-minute ceiling on registrations has its own test in identity.
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });

  async function codeFor(email: string) {
    await app.inject({
      method: "POST",
      url: `/api/identity/sendEmailValidationCode?email=${encodeURIComponent(email)}`,
    });
    return latestCodeFor(app, email);
  }

  const register = (payload: FormData) =>
    app.inject({ method: "POST", url: "/api/accountant/registerAccountant", payload });

  async function filesWith(photo?: Buffer) {
    return {
      "initialQuestions.photo": [photo ?? (await photoPng(600)), "me.png"] as [Buffer, string],
      "initialQuestions.pricingSystemAttachment": [smallPdf(), "pricing 2026.pdf"] as [Buffer, string],
    };
  }

  it("creates the account and the whole profile with photo, pricing and education, and opens a session", async () => {
    const email = uniqueEmail("expert");
    const response = await register(multipart(expertFields(email, await codeFor(email)), await filesWith()));
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();

    const own = await app.inject({
      method: "GET",
      url: "/api/Accountant/GetAccountantProfileDetails",
      headers: withToken(token),
    });
    expect(own.statusCode).toBe(200);
    // The session the registration opened is named in the person's list of devices like a sign-in's.
    const sessions = await app.inject({
      method: "GET",
      url: "/api/User/Sessions",
      headers: withToken(token),
    });
    expect(sessions.json()).toEqual([
      expect.objectContaining({ place: "This network", current: true, factor: "email" }),
    ]);
    const profile = own.json();
    expect(profile).toMatchObject({
      firstName: "Avery",
      lastName: "Lindqvist",
      displayName: "Avery L.",
      taxPreparationTypeId: 3,
      taxPreparerTypeId: 2,
      workingTypeIds: [1, 3],
      isEnterprise: true,
      businessName: "Lindqvist Tax & Books",
      yearFounded: 2015,
      numberOfEmployees: 4,
      yearsOfExperience: 11,
      state: "CO",
      city: "Denver",
      website: "https://lindqvist.example.com",
      linkedin: "https://www.linkedin.com/in/avery-lindqvist",
      reviewsLink: "https://reviews.example.com/lindqvist",
      hasPricingSystem: true,
      credentialsVerified: false,
      rateByStars: null,
      reviewsCount: 0,
      accountantWorkExperience: [],
      accountantEducationList: [
        { institution: "University of Denver", degree: "MAcc", yearOfGraduation: 2012 },
        { institution: "AICPA", degree: "Personal Financial Specialist", yearOfGraduation: 2019 },
      ],
      credentials: {
        taxPreparerPTINumber: "P01234567",
        taxPreparerLicenseNumber: "CPA104233",
        taxPreparerState: "CO",
      },
      pricingSystemFile: { name: "pricing 2026.pdf", contentType: "application/pdf" },
    });
    // The thumbnail is a small square JPEG; the full photo and the pricing sheet download by URL, for anyone.
    const thumbnail = Buffer.from(profile.avatar, "base64");
    expect(thumbnail.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(thumbnail.length).toBeLessThan(12_000);
    const photo = await app.inject({ method: "GET", url: profile.avatarUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/png");
    const pricing = await app.inject({ method: "GET", url: profile.pricingSystemFile.url });
    expect(pricing.statusCode).toBe(200);

    const user = await app.inject({ method: "GET", url: "/api/user/GetUser", headers: withToken(token) });
    expect(user.json()).toMatchObject({
      roleId: 2,
      email,
      avatar: profile.avatar,
      avatarUrl: profile.avatarUrl,
    });

    // The public view: what taxpayers see, without sign-in, full last name, phone or credential numbers.
    const publicView = await app.inject({
      method: "GET",
      url: `/api/Accountant/GetAccountantProfileDetails?accountantId=${profile.id}`,
    });
    expect(publicView.statusCode).toBe(200);
    const seen = publicView.json();
    expect(seen.displayName).toBe("Avery L.");
    expect(seen).not.toHaveProperty("lastName");
    expect(seen).not.toHaveProperty("phoneNumber");
    expect(seen).not.toHaveProperty("credentials");
    expect(JSON.stringify(seen)).not.toContain("P01234567");

    const directory = await app.inject({ method: "GET", url: "/api/Public/Experts?state=CO" });
    expect(directory.json().items).toContainEqual(
      expect.objectContaining({ id: profile.id, credentialsVerified: false, avatar: profile.avatar }),
    );
  });

  it("keeps a registered tax preparer's AFSP record for the expert alone", async () => {
    const email = uniqueEmail("rtp");
    const response = await register(
      multipart(
        expertFields(email, await codeFor(email), {
          "initialQuestions.taxPreparerTypeId": "4",
          "initialQuestions.taxPreparerLicenseNumber": undefined,
          "initialQuestions.taxPreparerState": undefined,
          "initialQuestions.isEnterprise": "false",
          "initialQuestions.hasPricingSystem": "false",
        }),
        { "initialQuestions.taxPreparerProofOfAnnualFilingSeasonProgram": [smallPdf(), "afsp.pdf"] },
      ),
    );
    expect(response.statusCode).toBe(200);
    const token = response.json<{ token: string }>().token;
    const own = await app.inject({
      method: "GET",
      url: "/api/Accountant/GetAccountantProfileDetails",
      headers: withToken(token),
    });
    const proof = own.json().credentials.proofOfAnnualFilingSeasonProgram;
    expect(own.json()).toMatchObject({
      isEnterprise: false,
      businessName: null,
      avatar: null,
      pricingSystemFile: null,
    });
    expect((await app.inject({ method: "GET", url: proof.url, headers: withToken(token) })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: "GET", url: proof.url })).statusCode).toBe(401);
  });

  const badInput: [string, Record<string, string | undefined>, string, string][] = [
    [
      "a PTIN of the wrong shape",
      { "initialQuestions.taxPreparerPTINumber": "12345678" },
      "initialQuestions.taxPreparerPTINumber",
      "Enter your PTIN: the letter P and 8 digits, like P01234567.",
    ],
    [
      "a BAR number of the wrong shape",
      { "initialQuestions.taxPreparerTypeId": "1", "initialQuestions.taxPreparerBarNumber": "BAR!" },
      "initialQuestions.taxPreparerBarNumber",
      "Enter your bar number: up to 3 letters, then 3 to 9 digits.",
    ],
    [
      "an attorney without a BAR number",
      { "initialQuestions.taxPreparerTypeId": "1" },
      "initialQuestions.taxPreparerBarNumber",
      "Enter your bar number: up to 3 letters, then 3 to 9 digits.",
    ],
    [
      "a year founded in the future",
      { "initialQuestions.yearFounded": "2999" },
      "initialQuestions.yearFounded",
      "Enter a four-digit year, no later than this year.",
    ],
    [
      "employees that are not a natural number",
      { "initialQuestions.numberOfEmployees": "2.5" },
      "initialQuestions.numberOfEmployees",
      "Enter a whole number: 0 or more, without decimals.",
    ],
    [
      "years of experience over 1000",
      { "initialQuestions.yearsOfExperience": "1001" },
      "initialQuestions.yearsOfExperience",
      "Enter your years of experience as a whole number up to 1000.",
    ],
    [
      "a website that is not a URL",
      { "initialQuestions.website": "my site" },
      "initialQuestions.website",
      "Enter a web address starting with https://, like https://example.com.",
    ],
    [
      "work modes that are not JSON text",
      { "initialQuestions.workingTypeIds": "1,3" },
      "initialQuestions.workingTypeIds",
      "Please choose how you work with clients.",
    ],
    [
      "an unknown work mode",
      { "initialQuestions.workingTypeIds": "[1,7]" },
      "initialQuestions.workingTypeIds[1]",
      "Check this entry: it is not a value this field accepts.",
    ],
    [
      "an unknown preparer type",
      { "initialQuestions.taxPreparerTypeId": "9" },
      "initialQuestions.taxPreparerTypeId",
      "Check this entry: it is not a value this field accepts.",
    ],
    [
      "a graduation year in the future",
      { "initialQuestions.accountantEducationList[1].yearOfGraduation": "2999" },
      "initialQuestions.accountantEducationList[1].yearOfGraduation",
      "Enter a four-digit year, no later than this year.",
    ],
    [
      "an unticked agreement",
      { agreePrivacyPolicy: "false" },
      "agreePrivacyPolicy",
      "Should accept agreement",
    ],
  ];

  it.each(badInput)(
    "refuses %s, naming the field, and makes no account",
    async (_name, change, field, message) => {
      const email = uniqueEmail("bad");
      const code = await codeFor(email);
      const response = await register(multipart(expertFields(email, code, change), await filesWith()));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
      // Nothing was made: the same code still creates the account.
      const retry = await register(multipart(expertFields(email, code), await filesWith()));
      expect(retry.statusCode).toBe(200);
    },
  );

  it("refuses a photo that is not an image and leaves no account and no file", async () => {
    const email = uniqueEmail("photo");
    const code = await codeFor(email);
    const dataDir = app.services.config.dataDir;
    const before = await readdir(`${dataDir}/files`).catch(() => []);
    const response = await register(
      multipart(expertFields(email, code), {
        "initialQuestions.photo": [Buffer.from("%PDF-1.4 not a photo"), "me.png"],
        "initialQuestions.pricingSystemAttachment": [smallPdf(), "pricing.pdf"],
      }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().errors).toContainEqual({
      field: "initialQuestions.photo",
      message: "Please choose a JPEG, PNG or WebP photo.",
    });
    expect(await readdir(`${dataDir}/files`).catch(() => [])).toEqual(before);
    const signIn = await app.inject({
      method: "POST",
      url: "/api/identity/signIn",
      payload: { email, password },
    });
    expect(signIn.statusCode).toBe(400);
  });

  it("refuses a photo over 5 MB with 413", async () => {
    const email = uniqueEmail("big");
    const big = Buffer.concat([await photoPng(64), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await register(
      multipart(expertFields(email, await codeFor(email)), await filesWith(big)),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].field).toBe("initialQuestions.photo");
  });

  it("asks for the pricing file when the expert has a pricing system, and for the AFSP record", async () => {
    const email = uniqueEmail("files");
    const code = await codeFor(email);
    const noPricing = await register(multipart(expertFields(email, code)));
    expect(noPricing.json().errors).toContainEqual({
      field: "initialQuestions.pricingSystemAttachment",
      message: "Please attach your standard price list.",
    });
    const noProof = await register(
      multipart(
        expertFields(email, code, {
          "initialQuestions.taxPreparerTypeId": "4",
          "initialQuestions.hasPricingSystem": "false",
        }),
      ),
    );
    expect(noProof.json().errors[0].field).toBe(
      "initialQuestions.taxPreparerProofOfAnnualFilingSeasonProgram",
    );
  });

  it("refuses a wrong code and a body that is not a multipart form", async () => {
    const email = uniqueEmail("code");
    await codeFor(email);
    const wrong = await register(multipart(expertFields(email, "000000"), await filesWith()));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toContainEqual({
      field: "emailValidationCode",
      message: "Insert valid code",
    });
    const json = await app.inject({
      method: "POST",
      url: "/api/accountant/registerAccountant",
      payload: { email },
    });
    expect(json.statusCode).toBe(415);
  });
});
