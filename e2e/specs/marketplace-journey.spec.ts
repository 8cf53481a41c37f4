import path from "node:path";
import { fileURLToPath } from "node:url";
import { demoExpertToken, useToken } from "../support/accounts";
import { fileFederalReturn } from "../support/filing";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { signLetterAndHire } from "../support/marketplace";
import { answerIndividualBriefly, signUp } from "../support/questionnaire";

const returnPdf = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/price-list.pdf");
const EXPERT_NAME = "Marcus Alvarez";
const PRICE = "$612";

test.describe("the marketplace, end to end", () => {
  test("a visitor is introduced, compares a quote, hires the professional, gets the return and leaves five stars", async ({
    browser,
    request,
  }) => {
    test.setTimeout(720_000);
    // Two people, two browsers side by side: the demo expert and a visitor who becomes a client.
    const expertContext = await browser.newContext();
    const expert = await expertContext.newPage();
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await useToken(expert, await demoExpertToken(request));

    // The expert hands out an invitation link.
    await expert.goto("/expert/tax_preparation");
    await expert.getByRole("button", { name: "Generate invitation link" }).click();
    const link = new URL(await expert.getByLabel("Invitation link").inputValue());
    expect(link.pathname).toBe("/user/add-quote");

    // The visitor opens it signed out, answers first, and signs up at the end.
    await visitor.goto(`${link.pathname}${link.search}`);
    await expect(visitor).toHaveURL(/\/get-started\?invitationkey=/);
    await expect(visitor.getByText("this request goes to them alone")).toBeVisible();
    await visitor.getByRole("button", { name: /^Individual/ }).click();
    await answerIndividualBriefly(visitor);
    await visitor.getByRole("button", { name: "Continue to sign up" }).click();
    await signUp(visitor, request, "journey");
    await expect(
      visitor.getByRole("heading", { level: 1, name: "Thank you! Your answers are in." }),
    ).toBeVisible();
    await visitor.getByRole("link", { name: "See my requests" }).click();

    // The introduction, with why, and a link to the profile.
    await expect(visitor).toHaveURL(/\/user\/quotes$/);
    await expect(visitor.getByRole("heading", { name: "Professionals introduced" })).toBeVisible();
    await expect(visitor.getByText("Invited you through their own link")).toBeVisible();
    await expect(visitor.getByRole("link", { name: /Marcus A\./ }).first()).toHaveAttribute(
      "href",
      /^\/experts\/\d+$/,
    );
    await expectAxeClean(visitor);

    // The expert finds the request, sees its answers, and sends a quote.
    await expert.goto("/expert/requests");
    const card = expert
      .getByRole("article", { name: "Individual Tax Application" })
      .filter({ hasText: "Casey M." })
      .filter({ hasText: "Invited by you" })
      .first();
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: "View details" }).click();
    const details = expert.getByRole("dialog", { name: "Individual Tax Application" });
    await expect(details.getByText("1099-NEC/1099-K").first()).toBeVisible();
    await expectAxeClean(expert);
    await details.getByRole("button", { name: "Close" }).click();
    await card.getByRole("button", { name: "Send Quote" }).click();
    const quoteDialog = expert.getByRole("dialog", { name: "Send a quote" });
    await quoteDialog.getByLabel("Your price").fill("612");
    await quoteDialog.getByRole("button", { name: "Send Quote" }).click();
    await expect(card.getByText("Quote sent")).toBeVisible();

    // The visitor is told without a reload, and sees the quote.
    await expect(visitor.getByRole("button", { name: /^Notifications, \d+ unread$/ })).toBeVisible();
    const quoteRow = visitor.getByRole("row").filter({ hasText: EXPERT_NAME });
    await expect(quoteRow.getByText(PRICE, { exact: true })).toBeVisible();
    await expect(quoteRow.getByText("Pending", { exact: true })).toBeVisible();
    await quoteRow.getByRole("button", { name: /^Choose accountant/ }).click();
    await signLetterAndHire(visitor, EXPERT_NAME, "Casey Visitor");
    await expect(quoteRow.getByText(/^Chosen/)).toBeVisible();
    await expect(visitor.getByRole("dialog")).toBeHidden();
    await expectAxeClean(visitor);

    // The expert confirms it from Sent quotes: the job begins.
    await expert.goto("/expert/requests?tab=sent");
    const sent = expert
      .locator(".tl-sent-quotes tr, .tl-sent-quote")
      .filter({ hasText: PRICE })
      .filter({ hasText: "Casey" });
    await expect(sent.getByText("Chosen, waiting for information")).toBeVisible();
    await sent.getByRole("button", { name: "Confirm" }).click();
    await expect(sent.getByText("Confirmed")).toBeVisible();

    // Both see the job.
    await expect(quoteRow.getByText("Confirmed", { exact: true })).toBeVisible();
    await visitor.getByRole("button", { name: /^Notifications/ }).click();
    await expect(visitor.getByText("Your tax preparation has begun", { exact: true })).toBeVisible();
    await expectAxeClean(visitor);
    await visitor.keyboard.press("Escape");
    await visitor.goto("/user/tax_preparation");
    const job = visitor.getByRole("row").filter({ hasText: EXPERT_NAME });
    await expect(job.getByText("Not started", { exact: true })).toBeVisible();

    // The expert shares the return as a draft, then files it (the Filing tab has a journey of its own).
    await expert.goto("/expert/tax_preparation");
    const expertJob = expert.getByRole("row").filter({ hasText: "Casey" }).filter({ hasText: PRICE });
    await expect(expertJob.getByText("Not started", { exact: true })).toBeVisible();
    const chooser = expert.waitForEvent("filechooser");
    await expertJob.getByRole("button", { name: /Share a draft/ }).click();
    await (await chooser).setFiles(returnPdf);
    await expect(expertJob.getByRole("button", { name: /Share a new draft/ })).toBeVisible();
    // The job's own address names its quote (a request's number is another).
    const jobPath = (await expertJob.getByRole("link", { name: /^Open job/ }).getAttribute("href")) ?? "";
    await fileFederalReturn(request, await demoExpertToken(request), Number(jobPath.split("/").pop()));
    await expert.reload();
    await expect(expertJob.getByText("Filed", { exact: true })).toBeVisible();
    await expectAxeClean(expert);

    // The visitor downloads it and leaves five stars.
    await visitor.reload();
    await expect(job.getByText("Filed", { exact: true })).toBeVisible();
    const download = visitor.waitForEvent("download");
    await job.getByRole("button", { name: /Download return/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    const review = visitor.getByRole("dialog", { name: `How did ${EXPERT_NAME} do?` });
    await review.getByRole("radiogroup", { name: "Your rating" }).getByRole("radio").nth(4).click();
    const comment = `Filed early and explained everything (${Date.now().toString(36)}).`;
    await review.getByLabel("Comment").fill(comment);
    await review.getByRole("button", { name: "Send review" }).click();
    await expect(visitor.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
    await visitor
      .getByRole("dialog", { name: "Thank you!" })
      .getByRole("button", { name: "Close" })
      .last()
      .click();

    // The expert's profile shows the review.
    const profile = await job.getByRole("link", { name: EXPERT_NAME, exact: true }).getAttribute("href");
    await expert.goto(profile ?? "/");
    // In the reviews and, with the stars, in the work history of filed returns.
    await expect(expert.getByText(comment)).toHaveCount(2);
    await expectAxeClean(expert);

    await expertContext.close();
    await visitorContext.close();
  });
});
