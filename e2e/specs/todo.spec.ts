import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiSignIn, bearer, registerTaxpayer, useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { catchFileChoosers, tabTo } from "../support/keyboard";
import { individualAnswers, ok, startJobWithDemoExpert } from "../support/marketplace";
import { askPriceChange } from "../support/payments";

const pdf = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/price-list.pdf");

test("a taxpayer works down their to-do list to empty by keyboard alone", async ({ page, request }) => {
  test.setTimeout(240_000);
  catchFileChoosers(page);
  const account = await registerTaxpayer(request, "todo");
  const taxpayerToken = await apiSignIn(request, account.email, account.password);
  const { expertToken, quoteId } = await startJobWithDemoExpert(
    request,
    taxpayerToken,
    "individual",
    individualAnswers,
  );
  // The professional asks for $75 more and for a bank statement.
  await askPriceChange(request, expertToken, quoteId, 7_500, "A rental property was added after the quote.");
  await ok(
    await request.post("/api/Accountant/RequestDocument", {
      headers: bearer(expertToken),
      data: { quoteId, title: "Bank statement", note: "The December one, please." },
    }),
    "RequestDocument",
  );
  // The organizer was finished already: what is left is what the professional asked.
  await ok(
    await request.post("/api/Taxpayer/CompleteOrganizer", {
      headers: bearer(taxpayerToken),
      data: { quoteId },
    }),
    "CompleteOrganizer",
  );

  await useToken(page, taxpayerToken);
  await page.goto("/user/todo");
  await expect(page.getByRole("heading", { level: 1, name: "To do" })).toBeVisible();
  const priceChange = page.getByRole("link", { name: /Accept or decline a price change/ });
  const document = page.getByRole("link", { name: /Upload "Bank statement"/ });
  await expect(priceChange).toBeVisible();
  await expect(document).toBeVisible();
  await expectAxeClean(page);

  // The price change: from its item to the Billing tab, accepted there.
  await tabTo(page, priceChange, { limit: 80 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/user/tax_preparation/${quoteId}\\?tab=billing$`));
  await tabTo(page, page.getByRole("button", { name: "Accept" }), { limit: 120 });
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog");
  await tabTo(page, confirm.getByRole("button", { name: "Accept" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Agreed price $525.00 (quote $450.00 + $75.00 accepted change)")).toBeVisible();

  // Back to the list by its menu item: the change is gone; the document is next.
  const menuToDo = page.getByRole("link", { name: /^To do/ });
  await tabTo(page, menuToDo, { backwards: true, limit: 120 });
  await page.keyboard.press("Enter");
  await expect(priceChange).toHaveCount(0);
  await tabTo(page, document, { limit: 80 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/user/tax_preparation/${quoteId}\\?tab=documents$`));
  const upload = page.getByRole("button", { name: "Upload Bank statement" });
  await tabTo(page, upload, { limit: 120 });
  // Space presses the button: Enter's click at times opens no file chooser in headless Chromium.
  const chooser = page.waitForEvent("filechooser", { timeout: 30_000 });
  await page.keyboard.press("Space");
  await (await chooser).setFiles(pdf);
  await expect(upload).toHaveCount(0);

  // Nothing is left: the list says so, and the menu's count is gone.
  await tabTo(page, menuToDo, { backwards: true, limit: 120 });
  await page.keyboard.press("Enter");
  await expect(page.getByText("Nothing waits for you")).toBeVisible();
  await expect(menuToDo).toHaveAccessibleName(/^To do$/);
  await expectAxeClean(page);
});
