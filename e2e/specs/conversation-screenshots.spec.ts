import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiSignIn, bearer, registerTaxpayer, useToken } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { shoot, tokenFor, viewport, widths } from "../support/screenshots";

const priceList = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/price-list.pdf");

for (const width of widths) {
  test(`user-messages-empty at ${width} px`, async ({ page, request }) => {
    const account = await registerTaxpayer(request, "shot-messages");
    await useToken(page, await apiSignIn(request, account.email, account.password));
    await page.setViewportSize(viewport(width));
    await page.goto("/user/messages");
    await expect(page.getByText("Oops! Looks like you don't have any message yet")).toBeVisible();
    await shoot(page, "user-messages-empty", width);
  });

  test(`messages at ${width} px`, async ({ page, request }) => {
    test.setTimeout(200_000);
    // The demo taxpayer and the demo expert share a job, so they may talk; fixed client ids keep
    // each message stored once however many widths are shot.
    const taxpayer = await tokenFor("taxpayer", request);
    const expert = await tokenFor("expert", request);
    const jobs = (await (
      await request.get("/api/Taxpayer/GetTaxpayerTaxPreparations", { headers: bearer(taxpayer) })
    ).json()) as { accountantId: number }[];
    const accountantId = jobs[0]?.accountantId;
    expect(accountantId).toBeDefined();
    const opened = await request.post(`/api/Chat/CreateChatConnection?userId=${accountantId}`, {
      headers: bearer(taxpayer),
    });
    expect(opened.ok()).toBe(true);
    const connectionId = ((await opened.json()) as { id: number }).id;
    const say = async (token: string, clientMessageId: string, message: string, file?: string) => {
      const sent = await request.post("/api/Chat/SendMessage", {
        headers: bearer(token),
        multipart: {
          connectionId: String(connectionId),
          message,
          clientMessageId,
          ...(file === undefined
            ? {}
            : {
                files: {
                  name: path.basename(file),
                  mimeType: "application/pdf",
                  buffer: await readFile(file),
                },
              }),
        },
      });
      expect(sent.ok()).toBe(true);
    };
    await say(taxpayer, "screenshot-message-1", "Hi Marcus, here is last year's return.", priceList);
    await say(
      expert,
      "screenshot-message-2",
      "Thanks Dana! I will look at it today and come back with questions.",
    );
    await say(taxpayer, "screenshot-message-3", "Great, thank you.");

    await useToken(page, taxpayer);
    await page.setViewportSize(viewport(width));
    await page.goto(`/user/messages?c=${connectionId}`);
    await expect(page.getByRole("log")).toContainText("Great, thank you.");
    await shoot(page, "user-messages", width);

    // The professional's side of the same conversation (the later token wins on the next load).
    await useToken(page, expert);
    await page.goto(`/expert/messages?c=${connectionId}`);
    await expect(page.getByRole("heading", { level: 2, name: /Dana/ })).toBeVisible();
    await expect(page.getByRole("log")).toContainText("Great, thank you.");
    await shoot(page, "expert-messages", width);
  });

  test(`chatbot at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await page.goto("/contact-us");
    await page.getByRole("button", { name: /Ask Taxlane/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Your question").fill("How do I cancel my subscription?");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByRole("link").first()).toBeVisible();
    await shoot(page, "chatbot", width);
  });
}
