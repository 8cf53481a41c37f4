import { next, notAPhoto, priceList, stepHeading } from "../support/expert-signup";
import { expect, expectAxeClean, test } from "../support/fixtures";

test.describe("expert sign-up", () => {
  test("each step turns down bad input saying what to enter: PTIN, years over 1000, a future year, a URL, a file that is not a photo", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto("/signup/expert/form?step=1");
    await expect(stepHeading(page, "Your credentials")).toBeVisible();
    await next(page);
    await expect(page.getByText("This field is required")).toBeVisible();
    await expect(page.getByText("Enter your PTIN: the letter P and 8 digits, like P01234567.")).toBeVisible();

    await page.getByRole("radio", { name: /Registered tax preparer/ }).check();
    await page.getByLabel("PTIN (Preparer Tax Identification Number)").fill("12345678");
    await next(page);
    await expect(page.getByText("Enter your PTIN: the letter P and 8 digits, like P01234567.")).toBeVisible();
    await expect(page.getByText("Please attach your Annual Filing Season Program record.")).toBeVisible();
    await expectAxeClean(page);
    // The record must be a PDF or an image.
    await page.getByLabel("Annual Filing Season Program record").setInputFiles({
      name: "record.zip",
      mimeType: "application/zip",
      buffer: Buffer.from("PK"),
    });
    await expect(page.getByText("Please choose a PDF or an image (JPEG, PNG or WebP).")).toBeVisible();
    await page.getByLabel("Annual Filing Season Program record").setInputFiles(priceList);
    await page.getByLabel("PTIN (Preparer Tax Identification Number)").fill("P1234567");
    await next(page);
    await expect(page.getByText("Enter your PTIN: the letter P and 8 digits, like P01234567.")).toBeVisible();
    await page.getByLabel("PTIN (Preparer Tax Identification Number)").fill("P01234567");
    await next(page);
    await expect(stepHeading(page, "Services you offer")).toBeVisible();

    // A work mode, a state and a city are needed.
    await page.goto("/signup/expert/form?step=3");
    await next(page);
    await expect(page.getByText("Please choose how you work with clients.")).toBeVisible();
    await expect(page.getByText("Please choose a US state.")).toBeVisible();

    // A firm's founding year cannot be in the future; employees are a whole number; experience is at most 1000 years.
    await page.goto("/signup/expert/form?step=4");
    await page.getByRole("radio", { name: "As a firm" }).check();
    await page.getByLabel("Business name").fill("Acme Tax");
    await page.getByLabel("Year founded").fill(String(new Date().getUTCFullYear() + 1));
    await page.getByLabel("Number of employees").fill("three");
    await page.getByLabel("Years of experience").fill("1001");
    await next(page);
    await expect(page.getByText("Enter a four-digit year, no later than this year.")).toBeVisible();
    await expect(page.getByText("Enter a whole number: 0 or more, without decimals.")).toBeVisible();
    await expect(
      page.getByText("Enter your years of experience as a whole number up to 1000."),
    ).toBeVisible();
    await expectAxeClean(page);
    await page.getByLabel("Years of experience").fill("1000");
    await expect(page.getByText("Enter your years of experience as a whole number up to 1000.")).toHaveCount(
      0,
    );

    // Links must be web addresses.
    await page.goto("/signup/expert/form?step=5");
    await page.getByLabel("What makes your business or service stand out?").fill("Careful work.");
    await page.getByLabel("Website").fill("my site");
    await page.getByLabel("LinkedIn profile").fill("ftp://linkedin.example.com/me");
    await next(page);
    await expect(
      page.getByText("Enter a web address starting with https://, like https://example.com."),
    ).toHaveCount(2);

    // A photo must be a JPEG, PNG or WebP that opens as an image.
    await page.goto("/signup/expert/form?step=6");
    await page.getByLabel("Choose a photo").setInputFiles(priceList);
    await expect(
      page.getByRole("alert").filter({ hasText: "Please choose a JPEG, PNG or WebP photo." }),
    ).toBeVisible();
    await page.getByLabel("Choose a photo").setInputFiles(notAPhoto);
    await expect(
      page.getByRole("alert").filter({ hasText: "This file could not be opened as a photo." }),
    ).toBeVisible();
    await expect(page.getByRole("application", { name: /Photo crop area/ })).toHaveCount(0);
    await expectAxeClean(page);

    // Reviews: a link or nothing.
    await page.goto("/signup/expert/form?step=7");
    await page.getByLabel("Link to your reviews").fill("reviews please");
    await next(page);
    await expect(
      page.getByText("Enter a web address starting with https://, like https://example.com."),
    ).toBeVisible();

    // A half-filled school needs its other parts; a price list needs its file.
    await page.goto("/signup/expert/form?step=8");
    await page.getByLabel("Graduation year").fill("2999");
    await page.getByRole("checkbox", { name: "I have a standard price list" }).check();
    await page.getByRole("button", { name: "Send me the code" }).click();
    await expect(page.getByText("This field is required")).toHaveCount(2);
    await expect(page.getByText("Enter a four-digit year, no later than this year.")).toBeVisible();
    await expect(page.getByText("Please attach your standard price list.")).toBeVisible();
    await expectAxeClean(page);
  });
});
