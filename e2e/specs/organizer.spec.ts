import path from "node:path";
import { fileURLToPath } from "node:url";
import { useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { tabTo } from "../support/keyboard";
import { answer, field, newOrganizerJob, next, nextUntil, question, stepHeading } from "../support/organizer";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const pdf = path.join(fixtures, "price-list.pdf");
const photo = path.join(fixtures, "expert-photo.png");

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

test.describe("individual organizer", () => {
  test("a married taxpayer fills the organizer, leaves and comes back; the professional reads it and reveals a number", async ({
    page,
    browser,
  }) => {
    test.setTimeout(600_000);
    page.setDefaultTimeout(30_000);
    const job = await newOrganizerJob(page.request);
    await page.setViewportSize(desktop);
    await useToken(page, job.taxpayerToken);

    // The job's page has its organizer in a tab, not started yet.
    await page.goto(`/user/tax_preparation/${job.quoteId}`);
    await page.getByRole("tab", { name: "Organizer" }).click();
    await expect(page).toHaveURL(new RegExp(`/user/tax_preparation/${job.quoteId}\\?tab=organizer$`));
    const summary = page.getByRole("region", { name: "Organizer" });
    await expect(summary.getByRole("link", { name: "Start the organizer" })).toBeVisible();
    await expect(
      summary.getByText("Nobody has revealed your Social Security number, PIN or bank numbers."),
    ).toBeVisible();
    await expectAxeClean(page);
    await summary.getByRole("link", { name: "Start the organizer" }).click();

    // Tax filing: no prior return leads to the questions about who they are.
    await expect(stepHeading(page, "Tax filing")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Sections" })).toBeVisible();
    await expectAxeClean(page);
    await answer(page, "Have you filed a tax return before?", "No");
    await next(page);
    await expect(stepHeading(page, "Estimated taxes paid")).toBeVisible();
    await answer(page, "Did you pay estimated taxes during the year?", "No");
    await next(page);

    // Married, filing jointly: the spouse's questions follow.
    await expect(stepHeading(page, "Taxpayer information")).toBeVisible();
    await answer(page, "Were you legally married on December 31?", "Yes");
    await answer(page, "How do you want to file?", "I don't know");
    await expect(
      page.getByText("Not sure? Your tax professional will choose the filing status"),
    ).toBeVisible();
    await answer(page, "How do you want to file?", "Jointly with my spouse");
    await next(page);

    // Details: the name comes from the profile; the numbers are hidden until shown; SPEC's texts.
    await expect(stepHeading(page, "Taxpayer and spouse details")).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Your spouse" })).toBeVisible();
    await expect(field(page, "First name")).toHaveValue(job.taxpayerFirstName);
    const ssn = field(page, "Social security number or ITIN");
    await expect(ssn).toHaveAttribute("type", "password");
    await ssn.fill("123-45-678");
    await page.getByRole("button", { name: "Show Social security number or ITIN", exact: true }).click();
    await expect(ssn).toHaveAttribute("type", "text");
    await next(page);
    await expect(page.getByText("Please check the answers marked below.")).toBeVisible();
    await expect(
      page.getByText("Check this entry: it is not a value this field accepts.").first(),
    ).toBeVisible();
    await expect(page.getByText("This field is required").first()).toBeVisible();
    // The profile's last name has digits (a test account's), which a name may not: it is asked.
    await expect(field(page, "Last name")).toBeFocused();
    await field(page, "Last name").fill("Rivera");
    await ssn.fill("123-45-6789");
    await field(page, "Birthday").fill("1985-03-14");
    await field(page, "Spouse: First name").fill("Sam");
    await field(page, "Spouse: Last name").fill("Rivera");
    await field(page, "Spouse: Birthday").fill("1986-07-01");
    await field(page, "Spouse: Social security number or ITIN").fill("234-56-7890");
    await expectAxeClean(page);
    await next(page);

    await expect(stepHeading(page, "ID")).toBeVisible();
    await next(page);
    await expect(stepHeading(page, "Address as of December 31")).toBeVisible();
    await next(page);
    await expect(page.getByText("Street is Required")).toBeVisible();
    await field(page, "Street").fill("12 Elm Street");
    await field(page, "City").fill("Austin");
    await next(page);

    // W-2s for both, from a phone: a PDF for the taxpayer, a photo (the camera) for the spouse.
    await expect(stepHeading(page, "W-2 forms")).toBeVisible();
    await page.setViewportSize(phone);
    const spousePhoto = page.getByLabel("Take a photo for Spouse: Upload your W-2 forms", { exact: true });
    await expect(spousePhoto).toHaveAttribute("capture", "environment");
    await page.getByLabel("Choose files for Upload your W-2 forms", { exact: true }).setInputFiles(pdf);
    await spousePhoto.setInputFiles(photo);
    await expect(page.getByRole("list", { name: "Files for Upload your W-2 forms" })).toContainText(
      "price-list.pdf",
    );
    await expect(page.getByRole("list", { name: "Files for Spouse: Upload your W-2 forms" })).toContainText(
      "expert-photo.png",
    );
    await page.getByRole("checkbox", { name: "Spouse: I have more; remind me later", exact: true }).check();
    await expectAxeClean(page);
    await page.screenshot({ path: test.info().outputPath("w2-390.png"), fullPage: true });
    await next(page);
    await expect(stepHeading(page, "Self-employment")).toBeVisible();
    await page.setViewportSize(desktop);

    // A self-employment business, with an amount checked in SPEC's words.
    await answer(page, "Did you earn income as self-employed or through a single-member LLC?", "Yes");
    await answer(page, "Did you receive Forms 1099-NEC, 1099-MISC or 1099-K?", "No");
    await expect(page.getByText("Clients who paid you $600 or more send a Form 1099-NEC.")).toBeVisible();
    await next(page);
    await expect(stepHeading(page, "Self-employment details")).toBeVisible();
    await answer(page, "Do you keep your books in accounting software?", "No, I will enter the amounts here");
    await field(page, "Business 1: Business name").fill("Rivera Design");
    await field(page, "Business 1: Gross income").fill("twelve");
    await next(page);
    await expect(page.getByText("Alphabets are not allowed")).toBeVisible();
    await field(page, "Business 1: Gross income").fill("48,000");
    await field(page, "Business 1: Advertising").fill("1,200");
    await next(page);

    // The other income steps have nothing required; on to the general questions.
    await nextUntil(page, "Additional questions");
    await answer(page, "Did you have a foreign bank account?", "Yes");
    await expect(
      page.getByText("The penalties for failing to report foreign accounts are severe."),
    ).toBeVisible();
    await next(page);

    // A dependent; a second one added and removed again.
    await expect(stepHeading(page, "Dependents")).toBeVisible();
    await answer(page, "Do you have dependents?", "Yes");
    await field(page, "Dependent 1: First name").fill("Alex");
    await field(page, "Dependent 1: Last name").fill("Rivera");
    await field(page, "Dependent 1: Birthday").fill("2016-09-30");
    await field(page, "Dependent 1: Social security number or ITIN").fill("345-67-8901");
    await answer(page, "Dependent 1: Relationship to you", "Son or daughter");
    await field(page, "Dependent 1: Months lived in your home").fill("12");
    await page.getByRole("button", { name: "Add a dependent" }).click();
    await expect(field(page, "Dependent 2: First name")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("dependents-1440.png"), fullPage: true });
    await page.getByRole("button", { name: "Remove dependent 2" }).click();
    await expect(field(page, "Dependent 2: First name")).toHaveCount(0);
    await next(page);

    // Direct deposit, with a routing number that fails and one that passes the checksum.
    await expect(stepHeading(page, "Refund direct deposit")).toBeVisible();
    await field(page, "Account 1: Bank name").fill("First Bank");
    await field(page, "Account 1: Routing number").fill("123456789");
    await field(page, "Account 1: Account number").fill("000123456789");
    await answer(page, "Account 1: Account type", "Checking");
    await next(page);
    await expect(page.getByText("Check this entry: it is not a value this field accepts.")).toBeVisible();
    await field(page, "Account 1: Routing number").fill("011000015");
    await next(page);
    await expect(stepHeading(page, "Received payments")).toBeVisible();

    // Leave, and come back to the same place with the answers kept.
    await page.getByRole("button", { name: "Save and leave" }).click();
    await expect(page).toHaveURL(new RegExp(`/user/tax_preparation/${job.quoteId}\\?tab=organizer$`));
    await expect(summary.getByRole("link", { name: "Continue the organizer" })).toBeVisible();
    await expect(summary.getByRole("navigation", { name: "Sections" })).toContainText("Income");
    await page.goto(`/organizer/individual/${job.quoteId}`);
    await expect(stepHeading(page, "Received payments")).toBeVisible();
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(stepHeading(page, "Refund direct deposit")).toBeVisible();
    await expect(field(page, "Account 1: Bank name")).toHaveValue("First Bank");
    await expect(field(page, "Account 1: Routing number")).toHaveValue("011000015");

    // The professional reads the answers: by section, taxpayer or spouse, filtered; numbers masked.
    const expertContext = await browser.newContext({ viewport: desktop });
    const expertPage = await expertContext.newPage();
    expertPage.setDefaultTimeout(30_000);
    await useToken(expertPage, job.expertToken);
    await expertPage.goto("/expert/tax_preparation");
    await expertPage
      .getByRole("link", { name: /View answers of .*Tester/ })
      .first()
      .waitFor();
    await expertPage.goto(`/organizer/individual/${job.quoteId}`);
    await expect(expertPage.getByRole("heading", { level: 1, name: "Organizer answers" })).toBeVisible();
    await expect(expertPage.getByRole("heading", { level: 3, name: "Refund direct deposit" })).toBeVisible();
    await expect(expertPage.getByText("Rivera Design")).toBeVisible();
    await expect(expertPage.getByText("011000015")).toHaveCount(0);
    await expectAxeClean(expertPage);
    await expertPage.getByText("Spouse", { exact: true }).click();
    await expect(expertPage.getByRole("button", { name: "expert-photo.png" })).toBeVisible();
    await expertPage.getByLabel("Show").click();
    await expertPage.getByTitle("Only answers with a message").click();
    await expect(expertPage.getByText("No answers match this filter.")).toBeVisible();
    await expertPage.getByLabel("Show").click();
    await expertPage.getByTitle("Exclude answers that are empty but have a message").click();
    await expertPage.getByText("Taxpayer", { exact: true }).click();
    await expertPage.getByRole("button", { name: /^Reveal .*Routing number$/ }).click();
    const confirm = expertPage.getByRole("dialog").filter({ hasText: "Routing number?" });
    await expect(confirm).toContainText("Your client can see that you revealed it");
    await confirm.getByRole("button", { name: "Reveal", exact: true }).click();
    await expect(expertPage.getByText("011000015")).toBeVisible();
    await expectAxeClean(expertPage);
    await expertPage.screenshot({ path: test.info().outputPath("review-1440.png"), fullPage: true });
    await expertPage.setViewportSize(phone);
    await expertPage.screenshot({ path: test.info().outputPath("review-390.png"), fullPage: true });
    await expertContext.close();

    // The taxpayer sees the reveal on the job's page.
    await page.goto(`/user/tax_preparation/${job.quoteId}?tab=organizer`);
    await expect(summary.getByText(`${job.expertName} revealed your routing number`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("job-1440.png"), fullPage: true });
  });

  test("the prior-return section done with the keyboard alone", async ({ page }) => {
    test.setTimeout(300_000);
    const job = await newOrganizerJob(page.request, false);
    await page.setViewportSize(desktop);
    await useToken(page, job.taxpayerToken);
    await page.goto(`/organizer/individual/${job.quoteId}`);
    await expect(stepHeading(page, "Tax filing")).toBeVisible();
    // The sections stand left of the form, and come before it in Tab order too.
    const sectionsFirst = await page.getByRole("navigation", { name: "Sections" }).evaluate((nav) => {
      const form = document.querySelector("form");
      return form !== null && (nav.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(sectionsFirst).toBe(true);

    // Tab to the first answer, then answer and move on with keys only.
    const filedYes = question(page, "Have you filed a tax return before?").getByRole("radio", {
      name: "Yes",
    });
    await tabTo(page, filedYes, { limit: 40 });
    await page.keyboard.press("ArrowDown");
    await expect(
      question(page, "Have you filed a tax return before?").getByRole("radio", { name: "No" }),
    ).toBeChecked();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Next", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(stepHeading(page, "Estimated taxes paid")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    const paidYes = question(page, "Did you pay estimated taxes during the year?").getByRole("radio", {
      name: "Yes",
    });
    await expect(paidYes).toBeChecked();
    await expect(page.getByText("Incorrect or missing estimated tax amounts lead to notices")).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(paidYes).not.toBeChecked();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");

    await expect(stepHeading(page, "Taxpayer information")).toBeFocused();
    const sections = page.getByRole("navigation", { name: "Sections" });
    await expect(sections.getByRole("button", { name: /Prior return/ })).toContainText("Done");
    await expectAxeClean(page);

    // Save and leave: the job's page opens with the focus on its title, to go on from there.
    const saveAndLeave = page.getByRole("button", { name: "Save and leave" });
    await tabTo(page, saveAndLeave, { limit: 20 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/user/tax_preparation/${job.quoteId}\\?tab=organizer$`));
    await expect(page.getByRole("heading", { level: 1, name: "Tax preparation" })).toBeFocused();
  });
});
