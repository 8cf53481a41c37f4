import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { apiSignIn, bearer, demoExpertToken, registerTaxpayer, useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import {
  accountName,
  individualAnswers,
  newInvitationKey,
  ok,
  sendIndividualQuote,
  signLetterAndHire,
} from "../support/marketplace";

interface QuotedRequest {
  taxpayerToken: string;
  expertToken: string;
  expertName: string;
  quoteId: number;
}

/**
 * A fresh taxpayer with two individual requests, each through a fresh invitation of the demo expert
 * (so it goes to that expert alone): one in Texas, quoted $450 with a price list; one in California
 * by a married taxpayer, quoted $380 with a message and a turnaround, to delete.
 */
async function taxpayerWithQuote(request: APIRequestContext): Promise<QuotedRequest> {
  const account = await registerTaxpayer(request, "quotes");
  const taxpayerToken = await apiSignIn(request, account.email, account.password);
  const expertToken = await demoExpertToken(request);
  const expertName = await accountName(request, expertToken);
  const invitationkey = await newInvitationKey(request, expertToken);

  const ask = (answers: Record<string, unknown>) =>
    request.post("/api/taxpayer/AddIndividualTaxpayerInitialQuestions", {
      headers: bearer(taxpayerToken),
      data: answers,
    });
  const other = await ok(
    await ask({
      ...individualAnswers,
      state: "CA",
      isMarried: true,
      invitationkey: await newInvitationKey(request, expertToken),
    }),
    "AddIndividualTaxpayerInitialQuestions (California)",
  );
  const invited = await ok(
    await ask({ ...individualAnswers, invitationkey }),
    "AddIndividualTaxpayerInitialQuestions (invited)",
  );
  const { taxPreparationId } = (await invited.json()) as { taxPreparationId: number };

  const quoteId = await sendIndividualQuote(request, expertToken, taxPreparationId);
  const otherRequest = (await other.json()) as { taxPreparationId: number };
  await sendIndividualQuote(request, expertToken, otherRequest.taxPreparationId, {
    price: "380",
    message: "Married filing jointly is my specialty. I can start this week.",
    turnaroundDays: "12",
  });
  return { taxpayerToken, expertToken, expertName, quoteId };
}

/** The group of quotes answering the request whose summary starts so. */
const quoteGroup = (page: Page, summary: string): Locator =>
  page.locator(".tl-quote-group").filter({ has: page.getByText(summary) });

/** The request card in Texas or California. */
const requestCard = (page: Page, state: "Texas" | "California"): Locator =>
  page
    .locator(".tl-waiting-card")
    .filter({ has: page.locator(".tl-answers__row").filter({ hasText: `State${state}` }) });

test.describe("taxpayer quotes", () => {
  test("a taxpayer sees who was introduced and the quote, chooses it, sees it confirmed, and deletes another request", async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const { taxpayerToken, expertToken, expertName, quoteId } = await taxpayerWithQuote(request);
    await useToken(page, taxpayerToken);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/user/quotes");

    // The quotes, grouped under the request each answers: one table per request, told apart by
    // the answers; here each has one row, from the demo expert.
    await expect(page.getByRole("heading", { level: 1, name: "Quotes" })).toBeVisible();
    const groups = page.locator(".tl-quote-group");
    await expect(groups).toHaveCount(2);
    await expect(
      groups.getByRole("heading", { level: 3, name: /^Individual tax return, sent / }),
    ).toHaveCount(2);
    const texasGroup = quoteGroup(page, "State: Texas · Married: No");
    const californiaGroup = quoteGroup(page, "State: California · Married: Yes");
    const row = texasGroup.getByRole("row").filter({ hasText: expertName });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("$450", { exact: true })).toBeVisible();
    const otherRow = californiaGroup.getByRole("row").filter({ hasText: expertName });
    await expect(otherRow.getByText("$380", { exact: true })).toBeVisible();
    await expect(otherRow.getByText("Ready in about 12 days")).toBeVisible();
    await expect(
      otherRow.getByText("Married filing jointly is my specialty. I can start this week."),
    ).toBeVisible();
    await expect(row.getByText("No note")).toBeVisible();
    await expect(row.getByRole("link", { name: expertName, exact: true })).toHaveAttribute(
      "href",
      /^\/experts\/\d+$/,
    );
    await expect(row.getByText("Pending", { exact: true })).toBeVisible();
    // A call can help the taxpayer choose: booking is offered before choosing.
    await row.getByRole("button", { name: `Make an appointment with ${expertName}` }).click();
    const booking = page.getByRole("dialog", { name: `Make an appointment with ${expertName}` });
    await expect(booking.getByText("Choose a day to see the free times.")).toBeVisible();
    await booking.getByRole("button", { name: "Cancel" }).click();
    await expect(booking).toBeHidden();
    await expect(row.getByRole("link", { name: /^View profile/ })).toHaveAttribute(
      "href",
      /^\/experts\/\d+$/,
    );
    const download = page.waitForEvent("download");
    await row.getByRole("button", { name: /^Price list/ }).click();
    expect((await download).suggestedFilename()).toBe("price-list.pdf");
    await expect(page.getByRole("link", { name: "Request quotes" })).toHaveAttribute(
      "href",
      "/user/add-quote",
    );

    // The invited request was introduced to the demo expert alone, who has quoted.
    const invited = requestCard(page, "Texas");
    await expect(invited.getByRole("heading", { name: "Professionals introduced" })).toBeVisible();
    await expect(invited.locator(".tl-intro")).toHaveCount(1);
    await expect(invited.getByText("Why this professional")).toBeVisible();
    await expect(invited.getByText("Quoted $450")).toBeVisible();
    await expect(page.getByText(/up to 5 professionals/)).toBeVisible();
    await expectAxeClean(page);

    // Choosing shows the professional's engagement letter; signing it hires them.
    await row.getByRole("button", { name: /^Choose accountant/ }).click();
    const dialog = page.getByRole("dialog", { name: `Engagement letter with ${expertName}` });
    await expect(dialog).toContainText(
      `Choosing ${expertName} shares your organizer answers and documents with them so they can prepare your return.`,
    );
    await expect(dialog.getByRole("region", { name: "The engagement letter" })).toContainText("$450.00");
    await expectAxeClean(page);
    await signLetterAndHire(page, expertName, "Quinn Taxpayer");
    await expect(row.getByText(/^Chosen/)).toBeVisible();
    await expect(row.getByRole("button", { name: /^Choose accountant/ })).toHaveCount(0);
    // The request, its professional chosen, leaves the requests waiting for quotes (and cannot be deleted).
    await expect(invited).toHaveCount(0);

    // The professional confirms: the quote leads to its job.
    await ok(
      await request.post(`/api/Accountant/ConfirmQuote?quoteId=${quoteId}`, { headers: bearer(expertToken) }),
      "ConfirmQuote",
    );
    await page.reload();
    await expect(row.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(row.getByRole("link", { name: /^Open the job/ })).toHaveAttribute(
      "href",
      `/user/tax_preparation/${quoteId}`,
    );

    // The other request goes after a confirmation.
    const plain = requestCard(page, "California");
    await plain.getByRole("button", { name: "Delete request" }).click();
    await expect(page.getByRole("dialog")).toContainText("This cannot be undone.");
    await page.getByRole("dialog").getByRole("button", { name: "Delete request" }).click();
    await expect(plain).toHaveCount(0);
    await expect(page.getByText("Request deleted.")).toBeVisible();
    // Its quote went with it, and its group too.
    await expect(californiaGroup).toHaveCount(0);
    await expect(groups).toHaveCount(1);
    await expectAxeClean(page);

    // On a phone the quotes read as cards.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = texasGroup.locator(".tl-quote-card").filter({ hasText: expertName });
    await expect(card).toBeVisible();
    await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page);
  });

  test("choosing a quote the page thought open shows the server's refusal", async ({ page, request }) => {
    const { taxpayerToken, expertToken, expertName, quoteId } = await taxpayerWithQuote(request);
    await useToken(page, taxpayerToken);
    // The page's live updates would catch the change at once; without them it stays behind.
    await page.routeWebSocket(/\/api\/ws$/, () => {});
    await page.goto("/user/quotes");
    const row = quoteGroup(page, "State: Texas").getByRole("row").filter({ hasText: expertName });
    await expect(row.getByText("Pending", { exact: true })).toBeVisible();

    // Meanwhile, in another tab, the taxpayer chose it and the professional declined.
    await ok(
      await request.post(`/api/Taxpayer/ChooseAccountant?quoteId=${quoteId}`, {
        headers: bearer(taxpayerToken),
      }),
      "ChooseAccountant",
    );
    await ok(
      await request.post(`/api/Accountant/DeclineQuote?quoteId=${quoteId}`, { headers: bearer(expertToken) }),
      "DeclineQuote",
    );
    await row.getByRole("button", { name: /^Choose accountant/ }).click();
    // The letter of a declined quote cannot be read any more: the dialog says so.
    const dialog = page.getByRole("dialog", { name: `Engagement letter with ${expertName}` });
    await expect(dialog.getByRole("alert")).toContainText("The engagement letter could not be loaded.");
    await dialog.getByRole("button", { name: "Close" }).click();
    // The page caught up: the quote reads as declined and cannot be chosen.
    await expect(row.getByText("Declined", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: /^Choose accountant/ })).toBeDisabled();
  });
});
