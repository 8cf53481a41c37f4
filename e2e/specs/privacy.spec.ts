import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import { logIn, registerTaxpayer, storedToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";

test.describe("a person's rights", () => {
  test("a taxpayer downloads their archive, closes their account and cannot sign in again", async ({
    page,
    request,
  }) => {
    const account = await registerTaxpayer(request, "rights");
    await page.goto("/login");
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/user\/quotes$/);

    await page.goto("/user/profile");
    const yourData = page.getByRole("region", { name: "Your data" });
    await expect(yourData).toBeVisible();
    await expect(yourData.getByText("You have 2 downloads left in these 12 months.")).toBeVisible();
    await expectAxeClean(page);

    // The archive: a ZIP with their account and the other parts, as the README lists them.
    const downloading = page.waitForEvent("download");
    await yourData.getByRole("button", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^taxlane-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining(["README.txt", "account.json", "requests.json", "messages.json", "files.json"]),
    );
    const saved = JSON.parse(Buffer.from(entries["account.json"] ?? []).toString("utf8"));
    expect(saved).toMatchObject({ email: account.email, firstName: account.firstName });
    await expect(yourData.getByRole("status")).toContainText("Your archive is downloading");
    await expect(yourData.getByText("You have 1 download left in these 12 months.")).toBeVisible();

    // Closing asks for the password; a wrong one changes nothing.
    await yourData.getByRole("button", { name: "Close my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Close your account?" });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page);
    await dialog.getByLabel("Your password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Close my account" }).click();
    await expect(dialog.getByText("The password is incorrect.")).toBeVisible();
    await dialog.getByLabel("Your password").fill(account.password);
    await dialog.getByRole("button", { name: "Close my account" }).click();

    // Signed out, on the log-in page, and the account no longer signs in.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Log in to Taxlane" })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await logIn(page, account.email, account.password);
    await expect(
      page.getByRole("alert").filter({ hasText: "The e-mail or password is incorrect." }),
    ).toBeVisible();
    await expectAxeClean(page);
  });
});
