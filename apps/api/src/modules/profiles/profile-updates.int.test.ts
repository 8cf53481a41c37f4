import { RoleId, TaxPreparationTypeId, TaxPreparerTypeId, WorkingTypeId } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser, type TestUser } from "../../../test/factories";
import { uniqueEmail } from "../../../test/identity";
import { latestCodeFor, latestMailTo } from "../../../test/mailbox";
import { createTestApp } from "../../../test/test-app";
import { multipart, photoPng, smallPdf } from "../../../test/uploads";
import { profilesRepository } from "./profiles.repository";
import { reviewsRepository } from "./reviews.repository";

describe("profile updates", async () => {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  const { db, clock } = app.services;

  async function expertWithProfile(): Promise<TestUser> {
    const expert = await createSignedInUser(app, RoleId.expert);
    await profilesRepository.insertProfile(db, {
      userId: expert.id,
      taxPreparationTypeId: TaxPreparationTypeId.individual,
      taxPreparerTypeId: TaxPreparerTypeId.enrolledAgent,
      workingTypeIds: [WorkingTypeId.onlineOrPhone],
      yearsOfExperience: 6,
      state: "OR",
      city: "Portland",
      createdAt: clock.now(),
    });
    return expert;
  }

  const ownProfile = async (user: TestUser) =>
    (
      await app.inject({
        method: "GET",
        url: "/api/Accountant/GetAccountantProfileDetails",
        headers: bearer(user),
      })
    ).json();

  const updateExpert = (user: TestUser, payload: FormData) =>
    app.inject({
      method: "POST",
      url: "/api/Accountant/UpdateAccountantProfileDetails",
      payload,
      headers: bearer(user),
    });

  const expertForm = (overrides: Record<string, string | undefined> = {}) => ({
    firstName: "Noor",
    lastName: "Haddad",
    phoneNumber: "+1 503 555 0175",
    website: "https://haddad-tax.example.com",
    linkedIn: "https://www.linkedin.com/in/noor-haddad",
    taxPreparationTypeId: "3",
    workingTypeIds: "[1,2]",
    accountantEducationList: JSON.stringify([
      { institution: "Portland State University", degree: "BS Accounting", yearOfGraduation: 2014 },
    ]),
    aboutBusinessOrServiceStandOut: "Enrolled agent for families and sole proprietors.",
    yearsOfExperience: "9",
    city: "Salem",
    ...overrides,
  });

  it("saves every part of an expert's profile, photo and pricing included, and replaces them on the next save", async () => {
    const expert = await expertWithProfile();
    const first = await updateExpert(
      expert,
      multipart(expertForm(), {
        avatar: [await photoPng(300), "me.png"],
        pricingSystemFile: [smallPdf(), "prices.pdf"],
      }),
    );
    expect(first.statusCode).toBe(200);
    const saved = await ownProfile(expert);
    expect(saved).toMatchObject({
      firstName: "Noor",
      lastName: "Haddad",
      phoneNumber: "+1 503 555 0175",
      taxPreparationTypeId: 3,
      workingTypeIds: [1, 2],
      yearsOfExperience: 9,
      city: "Salem",
      state: "OR",
      website: "https://haddad-tax.example.com",
      linkedin: "https://www.linkedin.com/in/noor-haddad",
      hasPricingSystem: true,
      pricingSystemFile: { name: "prices.pdf" },
      accountantEducationList: [
        { institution: "Portland State University", degree: "BS Accounting", yearOfGraduation: 2014 },
      ],
    });
    expect(saved.avatar).toEqual(expect.any(String));

    // Left out: website and LinkedIn are cleared, files are kept; a new photo replaces the old file.
    const second = await updateExpert(
      expert,
      multipart(expertForm({ website: undefined, linkedIn: undefined }), {
        avatar: [await photoPng(200, "#aa3355"), "new.png"],
      }),
    );
    expect(second.statusCode).toBe(200);
    const again = await ownProfile(expert);
    expect(again).toMatchObject({
      website: null,
      linkedin: null,
      pricingSystemFile: { id: saved.pricingSystemFile.id },
    });
    expect(again.avatarUrl).not.toBe(saved.avatarUrl);
    expect(
      (await app.inject({ method: "GET", url: saved.avatarUrl, headers: bearer(expert) })).statusCode,
    ).toBe(404);

    // No pricing system: the attachment goes.
    await updateExpert(expert, multipart(expertForm({ hasPricingSystem: "false", removeAvatar: "true" })));
    expect(await ownProfile(expert)).toMatchObject({
      hasPricingSystem: false,
      pricingSystemFile: null,
      avatar: null,
    });
  });

  it("refuses bad input on an expert's profile and changes nothing", async () => {
    const expert = await expertWithProfile();
    const cases: [Record<string, string | undefined>, string, string][] = [
      [
        { yearsOfExperience: "1001" },
        "yearsOfExperience",
        "Enter your years of experience as a whole number up to 1000.",
      ],
      [
        { website: "not a url" },
        "website",
        "Enter a web address starting with https://, like https://example.com.",
      ],
      [{ workingTypeIds: "1,2" }, "workingTypeIds", "Please choose how you work with clients."],
      [
        { accountantEducationList: "[{" },
        "accountantEducationList",
        "Education must be a JSON list of entries.",
      ],
      [{ isEnterprise: "true" }, "businessName", "This field is required"],
      [
        { isEnterprise: "true", businessName: "Haddad Tax", yearFounded: "3000", numberOfEmployees: "2" },
        "yearFounded",
        "Enter a four-digit year, no later than this year.",
      ],
      [
        { taxPreparationTypeId: "4" },
        "taxPreparationTypeId",
        "Check this entry: it is not a value this field accepts.",
      ],
      [{ firstName: "" }, "firstName", "This field is required"],
    ];
    for (const [change, field, message] of cases) {
      const response = await updateExpert(expert, multipart(expertForm(change)));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    const notImage = await updateExpert(expert, multipart(expertForm(), { avatar: [smallPdf(), "me.jpg"] }));
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().errors[0].field).toBe("avatar");
    expect(await ownProfile(expert)).toMatchObject({ yearsOfExperience: 6, city: "Portland", avatar: null });
  });

  it("keeps the expert profile calls to experts", async () => {
    const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
    expect(
      (await app.inject({ method: "GET", url: "/api/Accountant/GetAccountantProfileDetails" })).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: "GET",
          url: "/api/Accountant/GetAccountantProfileDetails",
          headers: bearer(taxpayer),
        })
      ).statusCode,
    ).toBe(403);
    expect((await updateExpert(taxpayer, multipart(expertForm()))).statusCode).toBe(403);
    const missing = await app.inject({
      method: "GET",
      url: "/api/Accountant/GetAccountantProfileDetails?accountantId=99999999",
    });
    expect(missing.statusCode).toBe(404);
    // A taxpayer's id is not an expert's profile.
    const notExpert = await app.inject({
      method: "GET",
      url: `/api/Accountant/GetAccountantProfileDetails?accountantId=${taxpayer.id}`,
    });
    expect(notExpert.statusCode).toBe(404);
  });

  const updateTaxpayer = (user: TestUser, payload: FormData) =>
    app.inject({ method: "POST", url: "/api/Taxpayer/UpdateProfileDetails", payload, headers: bearer(user) });
  const currentUser = async (user: TestUser) =>
    (await app.inject({ method: "GET", url: "/api/user/GetUser", headers: bearer(user) })).json();

  it("saves a taxpayer's names, phone, birth date and photo; their photo is theirs alone", async () => {
    const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
    const other = await createSignedInUser(app, RoleId.taxpayer);
    const response = await updateTaxpayer(
      taxpayer,
      multipart(
        { firstName: "Mina", lastName: "Okafor", phoneNumber: "+1 404 555 0101", birthDate: "1988-03-14" },
        { avatar: [await photoPng(400), "mina.png"] },
      ),
    );
    expect(response.statusCode).toBe(200);
    const user = await currentUser(taxpayer);
    expect(user).toMatchObject({
      firstName: "Mina",
      lastName: "Okafor",
      phoneNumber: "+1 404 555 0101",
      birthDate: "1988-03-14",
    });
    expect(user.avatar).toEqual(expect.any(String));
    expect(
      (await app.inject({ method: "GET", url: user.avatarUrl, headers: bearer(taxpayer) })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: "GET", url: user.avatarUrl, headers: bearer(other) })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: "GET", url: user.avatarUrl })).statusCode).toBe(401);
  });

  it("refuses a taxpayer's bad input in the spec's words", async () => {
    const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
    const base = { firstName: "Mina", lastName: "Okafor", phoneNumber: "+1 404 555 0101" };
    const cases: [Record<string, string>, string, string][] = [
      [{ birthDate: "1988-02-30" }, "birthDate", "Please enter a date like 1985-04-30."],
      [{ birthDate: "2015-01-01" }, "birthDate", "You must be at least 18 to use Taxlane."],
      [{ phoneNumber: "call me" }, "phoneNumber", "Please enter a valid phone number."],
      [{ email: "not-an-email" }, "email", "The input is not valid E-mail!"],
    ];
    for (const [change, field, message] of cases) {
      const response = await updateTaxpayer(taxpayer, multipart({ ...base, ...change }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ field });
      if (field !== "phoneNumber") expect(response.json().errors[0].message).toBe(message);
    }
    const expert = await createSignedInUser(app, RoleId.expert);
    expect((await updateTaxpayer(expert, multipart(base))).statusCode).toBe(403);
  });

  it("changes a taxpayer's e-mail only with the code sent to the new address", async () => {
    const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
    const newEmail = uniqueEmail("moved");
    const base = { firstName: "Test", lastName: "Person", phoneNumber: "+1 404 555 0101", email: newEmail };
    const noCode = await updateTaxpayer(taxpayer, multipart(base));
    expect(noCode.json().errors[0].field).toBe("emailValidationCode");

    const sent = await app.inject({
      method: "POST",
      url: `/api/User/SendEmailChangeCode?email=${encodeURIComponent(newEmail)}`,
      headers: bearer(taxpayer),
    });
    expect(sent.statusCode).toBe(200);
    const code = await latestCodeFor(app, newEmail);
    const wrong = await updateTaxpayer(
      taxpayer,
      multipart({ ...base, emailValidationCode: code === "111111" ? "222222" : "111111" }),
    );
    expect(wrong.json().errors).toContainEqual({
      field: "emailValidationCode",
      message: "Insert valid code",
    });
    expect((await currentUser(taxpayer)).email).toBe(taxpayer.email);

    const right = await updateTaxpayer(taxpayer, multipart({ ...base, emailValidationCode: code }));
    expect(right.statusCode).toBe(200);
    expect((await currentUser(taxpayer)).email).toBe(newEmail);
    expect((await latestMailTo(app, taxpayer.email))?.subject).toBe(
      "Your Taxlane e-mail address was changed",
    );
  });

  it("never tells whether another account has an address, and never moves onto it", async () => {
    const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
    const other = await createSignedInUser(app, RoleId.taxpayer);
    const sent = await app.inject({
      method: "POST",
      url: `/api/User/SendEmailChangeCode?email=${encodeURIComponent(other.email)}`,
      headers: bearer(taxpayer),
    });
    expect(sent.statusCode).toBe(200);
    expect((await latestMailTo(app, other.email))?.subject).toBe(
      "This address already has a Taxlane account",
    );
    expect(
      (
        await app.inject({
          method: "POST",
          url: `/api/User/SendEmailChangeCode?email=${encodeURIComponent(other.email)}`,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe("the directory", async () => {
  const { app } = await createTestApp();
  const { db, clock } = app.services;
  // A state no other test puts an expert in (on PostgreSQL, files beside each other share the database).
  const state = "NH";

  async function expert(services: number, modes: number[], rating: number | null) {
    const user = await createSignedInUser(app, RoleId.expert);
    await profilesRepository.insertProfile(db, {
      userId: user.id,
      taxPreparationTypeId: services,
      taxPreparerTypeId: TaxPreparerTypeId.cpa,
      workingTypeIds: modes,
      yearsOfExperience: 5,
      state,
      city: "Concord",
      createdAt: clock.now(),
    });
    if (rating !== null) {
      await reviewsRepository.insertMany(db, [
        { expertUserId: user.id, authorName: "Kim P.", rating, comment: "Good.", createdAt: clock.now() },
      ]);
    }
    return user.id;
  }

  it("filters by state, service and work mode, best rated first, in pages", async () => {
    const individualOnline = await expert(1, [1], 3);
    const businessTravels = await expert(2, [2], 5);
    const bothAll = await expert(3, [1, 2, 3], 4);
    const unrated = await expert(1, [3], null);
    const list = async (query: string) => {
      const response = await app.inject({ method: "GET", url: `/api/Public/Experts?state=${state}${query}` });
      expect(response.statusCode).toBe(200);
      const page = response.json<{ items: { id: number }[]; total: number }>();
      return { ids: page.items.map((item) => item.id), total: page.total };
    };
    expect(await list("")).toEqual({ ids: [businessTravels, bothAll, individualOnline, unrated], total: 4 });
    expect(await list("&taxPreparationTypeId=1")).toEqual({
      ids: [bothAll, individualOnline, unrated],
      total: 3,
    });
    expect(await list("&taxPreparationTypeId=2&workingTypeId=2")).toEqual({
      ids: [businessTravels, bothAll],
      total: 2,
    });
    expect(await list("&taxPreparationTypeId=3")).toEqual({ ids: [bothAll], total: 1 });
    expect(await list("&from=1&to=3")).toEqual({ ids: [bothAll, individualOnline], total: 4 });
    expect(await list("&from=10&to=12")).toEqual({ ids: [], total: 4 });
  });

  it.each([
    ["state=ZZ", "state"],
    ["workingTypeId=5", "workingTypeId"],
    ["from=5&to=2", "to"],
    ["from=0&to=500", "to"],
    ["from=-1", "from"],
  ])("refuses %s", async (query, field) => {
    const response = await app.inject({ method: "GET", url: `/api/Public/Experts?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
  });
});
