import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { apiSignIn, bearer, useToken } from "../support/accounts";
import { startServer } from "../support/calendar-server";
import { fileFederalReturn } from "../support/filing";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { ok } from "../support/marketplace";
import { advanceClock, jobOnOwnServer } from "../support/own-server";
import { appCode } from "../support/second-factors";

const letterPdf = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/price-list.pdf");
const hoursInTwoYears = 2 * 365 * 24;

/** "Jan 9, 2029" and "01/09/2029" for the day `days` after `instant`, as the page prints and takes it. */
function dayAfter(instant: number, days: number) {
  const day = new Date(instant + days * 86_400_000);
  const parts = { month: day.getUTCMonth() + 1, date: day.getUTCDate(), year: day.getUTCFullYear() };
  const printed = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(day);
  const pad = (value: number) => String(value).padStart(2, "0");
  return { printed, typed: `${pad(parts.month)}/${pad(parts.date)}/${parts.year}` };
}

/**
 * Two years on, a professional's time to add a second sign-in factor is long over: they add an
 * authenticator app (through the API; its own journey is elsewhere), its code taken at the server's
 * moved time, and go on with the session that answers.
 */
async function withAuthenticatorApp(api: APIRequestContext, token: string, serverNow: number) {
  const setup = await ok(
    await api.post("/api/User/StartAuthenticatorApp", { headers: bearer(token) }),
    "StartAuthenticatorApp",
  );
  const { secret } = (await setup.json()) as { secret: string };
  const stepsAhead = Math.round((serverNow - Date.now()) / 30_000);
  const confirmed = await ok(
    await api.post("/api/User/ConfirmAuthenticatorApp", {
      headers: bearer(token),
      data: { code: await appCode(secret, stepsAhead) },
    }),
    "ConfirmAuthenticatorApp",
  );
  return ((await confirmed.json()) as { token: string }).token;
}

const lettersTab = (page: Page, base: string, quoteId: number) =>
  page.goto(`/${base}/tax_preparation/${quoteId}?tab=letters`);

// Years after the return was filed, the IRS writes: the letter reaches the professional who filed it,
// with the date it must be answered by. The server's own test clock moves the two years.
test("a CP2000 uploaded two years after filing reaches the professional with its deadline", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const server = await startServer({ NODE_ENV: "test", TEST_CLOCK: "true", HOST: "0.0.0.0" });
  try {
    const { api, account, expertToken, quoteId } = await jobOnOwnServer(server, "notices");
    await fileFederalReturn(api, expertToken, quoteId);
    const later = await advanceClock(api, hoursInTwoYears);
    const deadline = dayAfter(later, 30);

    // Sessions from two years ago have ended: both sign in again.
    const taxpayerToken = await apiSignIn(api, account.email, account.password);
    const expertAgain = await withAuthenticatorApp(
      api,
      await apiSignIn(api, "expert@demo.taxlane.app", server.demoPassword),
      later,
    );

    const taxpayerContext = await browser.newContext({ baseURL: server.baseUrl });
    const taxpayer = await taxpayerContext.newPage();
    taxpayer.setDefaultTimeout(30_000);
    await useToken(taxpayer, taxpayerToken);
    await lettersTab(taxpayer, "user", quoteId);
    await expect(taxpayer.getByRole("heading", { name: "Letters from the IRS or your state" })).toBeVisible();
    await taxpayer.getByRole("button", { name: "Upload a letter" }).click();
    const dialog = taxpayer.getByRole("dialog", { name: "Upload a letter from the IRS or your state" });
    await dialog.getByRole("combobox", { name: "What kind of letter is it?" }).fill("CP2000");
    await taxpayer
      .locator(".ant-select-dropdown")
      .locator(".ant-select-item-option", { hasText: "CP2000" })
      .first()
      .click();
    const respondBy = dialog.getByLabel("Respond by");
    await respondBy.fill(deadline.typed);
    await respondBy.press("Enter");
    const chooser = taxpayer.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Choose a file" }).click();
    await (await chooser).setFiles(letterPdf);
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(taxpayer.getByText("Your professional was told about the letter.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(taxpayer.getByText(`Respond by ${deadline.printed}`)).toBeVisible();
    await expectAxeClean(taxpayer);

    // The professional finds it on their to-do list, and on the job's letters with its deadline.
    const expertContext = await browser.newContext({ baseURL: server.baseUrl });
    const expert = await expertContext.newPage();
    expert.setDefaultTimeout(30_000);
    await useToken(expert, expertAgain);
    await expert.goto("/expert/todo");
    const item = expert.getByRole("link", { name: /Answer your client's CP2000/ });
    await expect(item).toBeVisible();
    await expect(item).toContainText(`Due ${deadline.printed}`);
    await lettersTab(expert, "expert", quoteId);
    await expect(expert.getByRole("heading", { name: "Letters from the IRS or the state" })).toBeVisible();
    await expect(expert.getByText("CP2000").first()).toBeVisible();
    await expect(expert.getByText(`Respond by ${deadline.printed}`)).toBeVisible();
    await expectAxeClean(expert);
    await taxpayerContext.close();
    await expertContext.close();
  } finally {
    await server.stop();
  }
});
