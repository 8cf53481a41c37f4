import type { APIRequestContext, Page } from "@playwright/test";
import { apiSignIn, bearer, demoExpertToken, registerTaxpayer, useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";

/** A request of `taxpayerToken` made through a new invitation link of the expert, so it goes to them alone. */
async function requestThroughInvitation(
  request: APIRequestContext,
  taxpayerToken: string,
  expertToken: string,
): Promise<number> {
  const linked = await request.get("/api/Accountant/GenerateLinkForNewTaxPreparation", {
    headers: bearer(expertToken),
  });
  expect(linked.ok(), await linked.text()).toBe(true);
  const body = await linked.text();
  // The link comes as plain text; a JSON string is read as well.
  const link = body.startsWith('"') ? (JSON.parse(body) as string) : body;
  const invitationkey = new URL(link).searchParams.get("invitationkey");
  expect(invitationkey).not.toBeNull();
  const posted = await request.post("/api/taxpayer/AddIndividualTaxpayerInitialQuestions", {
    headers: bearer(taxpayerToken),
    data: {
      taxPreparationTypeId: 1,
      country: "Canada",
      isMarried: false,
      incomeTypeIds: [1],
      isOwnHome: false,
      deductionTypeId: 2,
      lastYearPreparedExpertId: 1,
      reasonToLookNewPreparer: [],
      factorThatHelpYouHirePreparer: [4],
      lastYearPreparationCostId: 2,
      areYouLookingServiceToDropDocuments: false,
      areYouAbleToDigitalizeDocuments: true,
      areYouOkWithVirtualMeetings: true,
      invitationkey,
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  return ((await posted.json()) as { taxPreparationId: number }).taxPreparationId;
}

/** The expert quotes the request through the API (multipart, as the app sends it). */
async function sendQuote(request: APIRequestContext, expertToken: string, taxPreparationId: number) {
  const sent = await request.post("/api/Accountant/SendQuote", {
    headers: bearer(expertToken),
    multipart: {
      isIndividual: "true",
      taxPreparationId: String(taxPreparationId),
      price: "350",
      attachStandardPricingList: "false",
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return ((await sent.json()) as { quoteId: number }).quoteId;
}

const bell = (page: Page, name: string) =>
  page.getByRole("banner").getByRole("button", { name, exact: true });
const list = (page: Page) => page.getByRole("dialog", { name: "Notifications" });

/** Marks the page so that a reload (which would drop the mark) can be told apart from a live update. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.setItem("e2e-notifications-mark", String(performance.timeOrigin)));
}

async function expectSamePage(page: Page): Promise<void> {
  const same = await page.evaluate(
    () => sessionStorage.getItem("e2e-notifications-mark") === String(performance.timeOrigin),
  );
  expect(same, "the page was not reloaded").toBe(true);
}

test.describe("notifications", () => {
  test("a quote shows on the taxpayer's bell without a reload; the list opens, marks read and links to it", async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    const account = await registerTaxpayer(request, "notifications");
    const taxpayerToken = await apiSignIn(request, account.email, account.password);
    const expertToken = await demoExpertToken(request);
    const firstRequest = await requestThroughInvitation(request, taxpayerToken, expertToken);

    await useToken(page, taxpayerToken);
    await page.goto("/user/quotes");
    await expect(bell(page, "Notifications")).toBeVisible();
    await markPage(page);

    // Nothing yet: the list says so.
    await bell(page, "Notifications").click();
    await expect(list(page).getByText("No notifications yet")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(list(page)).toHaveCount(0);
    await expect(bell(page, "Notifications")).toBeFocused();

    const firstQuote = await sendQuote(request, expertToken, firstRequest);
    await expect(bell(page, "Notifications, 1 unread")).toBeVisible();
    await expectSamePage(page);

    await bell(page, "Notifications, 1 unread").click();
    const item = list(page).getByRole("link", { name: /quote/i });
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAccessibleName(/^Unread: /);
    await expect(item.locator("time")).toHaveText("just now");
    await expect(item.locator("time")).toHaveAttribute("title", /\d{4}/);

    await list(page).getByRole("button", { name: "Mark all as read" }).click();
    await expect(bell(page, "Notifications")).toBeVisible();
    await expect(page.locator(".tl-notifications .ant-badge-count")).toHaveCount(0);
    await expect(item).not.toHaveAccessibleName(/^Unread: /);
    await expectAxeClean(page);

    await item.click();
    await expect(page).toHaveURL(new RegExp(`/user/quotes#quote-${firstQuote}$`));
    await expect(list(page)).toHaveCount(0);

    // The next one, on a phone: left open a moment, the list marks it read by itself.
    await page.setViewportSize({ width: 390, height: 844 });
    const secondRequest = await requestThroughInvitation(request, taxpayerToken, expertToken);
    await sendQuote(request, expertToken, secondRequest);
    await expect(bell(page, "Notifications, 1 unread")).toBeVisible();
    await expectSamePage(page);
    await bell(page, "Notifications, 1 unread").click();
    await expect(list(page).getByRole("listitem")).toHaveCount(2);
    const box = await list(page).boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    await expectAxeClean(page);
    await expect(bell(page, "Notifications")).toBeVisible();
    // Still marked while the list stays open, so the person sees what was new.
    await expect(list(page).getByRole("link", { name: /^Unread: / })).toHaveCount(1);
    await page.keyboard.press("Escape");
    await bell(page, "Notifications").click();
    await expect(list(page).getByRole("link", { name: /^Unread: / })).toHaveCount(0);
  });
});
