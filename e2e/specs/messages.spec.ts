import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { apiSignIn, bearer, registerTaxpayer, useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { catchFileChoosers, tabTo } from "../support/keyboard";
import { individualAnswers, ok, startJobWithDemoExpert } from "../support/marketplace";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const pdfFile = path.join(fixtures, "price-list.pdf");
const pngFile = path.join(fixtures, "expert-photo.png");

interface Pair {
  taxpayerToken: string;
  expertToken: string;
  /** The taxpayer's name, unique to this test, to find their conversation among the demo expert's. */
  taxpayerName: string;
  expertName: string;
  quoteId: number;
}

/**
 * A fresh taxpayer's request through a fresh invitation of the demo expert, quoted, chosen and
 * confirmed: a job between this taxpayer and the demo expert, so the two may talk.
 */
async function newJobWithDemoExpert(request: APIRequestContext): Promise<Pair> {
  const account = await registerTaxpayer(request, "messages");
  const taxpayerToken = await apiSignIn(request, account.email, account.password);
  const lastName = `Writer${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await ok(
    await request.post("/api/Taxpayer/UpdateProfileDetails", {
      headers: bearer(taxpayerToken),
      multipart: { firstName: account.firstName, lastName, phoneNumber: "+1 415 555 0100" },
    }),
    "UpdateProfileDetails",
  );
  const { expertToken, expertName, quoteId } = await startJobWithDemoExpert(
    request,
    taxpayerToken,
    "individual",
    individualAnswers,
  );
  return {
    taxpayerToken,
    expertToken,
    taxpayerName: `${account.firstName} ${lastName}`,
    expertName,
    quoteId,
  };
}

/** The user id of the account signed in with `token`. */
async function userIdOf(request: APIRequestContext, token: string): Promise<number> {
  const user = await ok(await request.get("/api/user/GetUser", { headers: bearer(token) }), "GetUser");
  return ((await user.json()) as { id: number }).id;
}

/** A page of its own (cookies, storage, socket) signed in with `token`. */
async function signedInPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useToken(page, token);
  return page;
}

/** Marks the page so that a reload (which would drop the mark) can be told apart from a live update. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.setItem("e2e-messages-mark", String(performance.timeOrigin)));
}

async function expectSamePage(page: Page): Promise<void> {
  const same = await page.evaluate(
    () => sessionStorage.getItem("e2e-messages-mark") === String(performance.timeOrigin),
  );
  expect(same, "the page was not reloaded").toBe(true);
}

const navLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: /navigation/ }).getByRole("link", { name, exact: true });
const messagesLink = (page: Page) =>
  page.getByRole("navigation", { name: /navigation/ }).getByRole("link", { name: /^Messages/ });
const thread = (page: Page, otherName: string) =>
  page.getByRole("log", { name: `Messages with ${otherName}` });
const composer = (page: Page, otherName: string) => page.getByLabel(`Message to ${otherName}`);
const conversation = (page: Page, otherName: string) =>
  page.getByRole("navigation", { name: "Conversations" }).getByRole("link", { name: new RegExp(otherName) });

test.describe("messages", () => {
  test("the taxpayer writes with a PDF, the professional reads it live and answers with an image, and the unread count rises and clears", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(480_000);
    const pair = await newJobWithDemoExpert(request);

    // The taxpayer opens the conversation from the job's page.
    await useToken(page, pair.taxpayerToken);
    await page.goto(`/user/tax_preparation/${pair.quoteId}`);
    await page.getByRole("button", { name: `Message ${pair.expertName}` }).click();
    await expect(page).toHaveURL(/\/user\/messages\?c=\d+$/);
    await expect(page.getByRole("heading", { level: 2, name: pair.expertName })).toBeVisible();
    await expect(thread(page, pair.expertName)).toContainText("No messages yet");
    await expectAxeClean(page);

    // The professional has the conversation open on their own screen before anything is written.
    const expert = await signedInPage(browser, pair.expertToken);
    await expert.goto("/expert/messages");
    await conversation(expert, pair.taxpayerName).click();
    await expect(expert.getByRole("heading", { level: 2, name: pair.taxpayerName })).toBeVisible();
    await markPage(expert);

    // A message with a PDF: the file is listed with its size before it goes, and can be taken off.
    await composer(page, pair.expertName).fill("Hello, here is last year's return.");
    await page.getByLabel("Choose files to attach").setInputFiles([pdfFile, pngFile]);
    const toSend = page.getByRole("list", { name: "Files to send" });
    await expect(toSend.getByRole("listitem")).toHaveCount(2);
    await expect(toSend).toContainText("price-list.pdf");
    await expect(toSend).toContainText(/\d+(\.\d)? (B|KB)/);
    await toSend.getByRole("button", { name: "Remove expert-photo.png" }).click();
    await expect(toSend.getByRole("listitem")).toHaveCount(1);
    await page.getByRole("button", { name: "Send" }).click();
    const mine = thread(page, pair.expertName);
    await expect(mine).toContainText("Hello, here is last year's return.");
    await expect(mine).toContainText("price-list.pdf");
    await expect(mine).not.toContainText("Sending…");

    // The professional sees it arrive without a reload, and downloads the PDF.
    const theirs = thread(expert, pair.taxpayerName);
    await expect(theirs).toContainText("Hello, here is last year's return.");
    await expectSamePage(expert);
    const download = expert.waitForEvent("download");
    await theirs.getByRole("button", { name: "Download price-list.pdf" }).click();
    expect((await download).suggestedFilename()).toBe("price-list.pdf");
    await expectAxeClean(expert);

    // A send that never reaches the server stays with Retry, and goes once retried.
    await page.route("**/api/Chat/SendMessage", (route) => route.abort("internetdisconnected"), { times: 1 });
    await composer(page, pair.expertName).fill("Are you there?");
    await composer(page, pair.expertName).press("Enter");
    const failed = mine.getByRole("listitem").filter({ hasText: "Not sent" });
    await expect(failed).toContainText("Are you there?");
    await failed.getByRole("button", { name: "Retry" }).click();
    await expect(mine.getByText("Not sent")).toHaveCount(0);
    await expect(theirs.getByText("Are you there?")).toHaveCount(1);

    // A send whose answer is lost was stored all the same: it shows once, on both sides.
    await page.route(
      "**/api/Chat/SendMessage",
      async (route) => {
        await route.fetch();
        await route.abort("connectionreset");
      },
      { times: 1 },
    );
    await composer(page, pair.expertName).fill("Sent once only");
    await composer(page, pair.expertName).press("Enter");
    await expect(theirs.getByText("Sent once only")).toHaveCount(1);
    await expect(mine.getByText("Sent once only")).toHaveCount(1);
    await expect(mine.getByText("Not sent")).toHaveCount(0);

    // The taxpayer moves on to another page; the answer comes with an image.
    await navLink(page, "Tax preparation").click();
    await expect(page.getByRole("heading", { level: 1, name: "Tax preparation" })).toBeVisible();
    await markPage(page);
    await composer(expert, pair.taxpayerName).fill("Thanks! Here is what I need signed.");
    await expert.getByLabel("Choose files to attach").setInputFiles(pngFile);
    await composer(expert, pair.taxpayerName).press("Enter");
    await expect(theirs).toContainText("Thanks! Here is what I need signed.");
    await expect(theirs.getByRole("img", { name: "Preview of expert-photo.png" })).toBeVisible();

    // The taxpayer's count rises live, then clears once the conversation is read.
    await expect(messagesLink(page)).toHaveAccessibleName(/1 unread message/);
    await expectSamePage(page);
    await messagesLink(page).click();
    await expect(conversation(page, pair.expertName)).toHaveAccessibleName(/1 unread message/);
    await conversation(page, pair.expertName).click();
    await expect(mine).toContainText("Thanks! Here is what I need signed.");
    await expect(mine.getByRole("img", { name: "Preview of expert-photo.png" })).toBeVisible();
    await expect(messagesLink(page)).toHaveAccessibleName("Messages");
    await expect(conversation(page, pair.expertName)).not.toHaveAccessibleName(/unread/);
    await expectAxeClean(page);

    // On a phone the list and the thread take turns.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("navigation", { name: "Conversations" })).toHaveCount(0);
    await page.getByRole("button", { name: "All conversations" }).click();
    await expect(conversation(page, pair.expertName)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: pair.expertName })).toBeFocused();
    await expect(page.getByRole("navigation", { name: "Conversations" })).toHaveCount(0);
    await page.getByRole("button", { name: "All conversations" }).click();
    await expectAxeClean(page);
    await expert.context().close();
  });

  test("the same conversation by keyboard alone", async ({ page, browser, request }) => {
    test.setTimeout(480_000);
    catchFileChoosers(page);
    const pair = await newJobWithDemoExpert(request);

    await useToken(page, pair.taxpayerToken);
    await page.goto(`/user/tax_preparation/${pair.quoteId}`);
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(pair.expertName) })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: `Message ${pair.expertName}` }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/user\/messages\?c=\d+$/);

    const expert = await signedInPage(browser, pair.expertToken);
    catchFileChoosers(expert);
    await expert.goto("/expert/messages");
    await expect(conversation(expert, pair.taxpayerName)).toBeVisible();
    await tabTo(expert, conversation(expert, pair.taxpayerName));
    await expert.keyboard.press("Enter");
    await expect(expert.getByRole("heading", { level: 2, name: pair.taxpayerName })).toBeVisible();

    // The taxpayer writes two lines (Shift+Enter), picks a PDF from the file chooser, and sends with Enter.
    await tabTo(page, composer(page, pair.expertName));
    await page.keyboard.type("First line");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("Second line");
    await tabTo(page, page.getByRole("button", { name: "Attach files" }));
    // Space presses the button. Enter's click at times opened no file chooser in headless Chromium,
    // and the journey then waited out its whole time limit; a missed chooser now fails in 30 s.
    const chooser = page.waitForEvent("filechooser", { timeout: 30_000 });
    await page.keyboard.press("Space");
    await (await chooser).setFiles(pdfFile);
    await expect(page.getByRole("list", { name: "Files to send" })).toContainText("price-list.pdf");
    await tabTo(page, composer(page, pair.expertName), { backwards: true });
    await page.keyboard.press("Enter");
    await expect(thread(page, pair.expertName)).toContainText("price-list.pdf");
    await expect(thread(page, pair.expertName).getByText(/First line\s+Second line/)).toBeVisible();

    // The professional reads it live and answers with an image, by keys.
    const theirs = thread(expert, pair.taxpayerName);
    await expect(theirs).toContainText("price-list.pdf");
    await tabTo(page, navLink(page, "Quotes"), { backwards: true });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Quotes" })).toBeVisible();
    await tabTo(expert, expert.getByRole("button", { name: "Attach files" }));
    const expertChooser = expert.waitForEvent("filechooser", { timeout: 30_000 });
    await expert.keyboard.press("Space");
    await (await expertChooser).setFiles(pngFile);
    await tabTo(expert, composer(expert, pair.taxpayerName));
    await expert.keyboard.type("Got it, see the picture.");
    // Sent with the Send button: the focus comes back to the message box, to write the next one.
    await tabTo(expert, expert.getByRole("button", { name: "Send" }));
    await expert.keyboard.press("Enter");
    await expect(theirs.getByRole("img", { name: "Preview of expert-photo.png" })).toBeVisible();
    await expect(composer(expert, pair.taxpayerName)).toBeFocused();

    // The taxpayer's count rises; they reach the conversation by keys and it clears.
    await expect(messagesLink(page)).toHaveAccessibleName(/1 unread message/);
    await tabTo(page, messagesLink(page));
    await page.keyboard.press("Enter");
    await tabTo(page, conversation(page, pair.expertName));
    await page.keyboard.press("Enter");
    await expect(thread(page, pair.expertName)).toContainText("Got it, see the picture.");
    await expect(messagesLink(page)).toHaveAccessibleName("Messages");
    // The log itself takes the focus, so its messages can be scrolled by keys.
    await tabTo(page, thread(page, pair.expertName));
    await expectAxeClean(page);
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expert.context().close();
  });

  test("older messages load on demand, and a professional one was never introduced to cannot be written to", async ({
    page,
    request,
  }) => {
    test.setTimeout(480_000);
    const pair = await newJobWithDemoExpert(request);
    const opened = await ok(
      await request.post(
        `/api/Chat/CreateChatConnection?userId=${await userIdOf(request, pair.expertToken)}`,
        {
          headers: bearer(pair.taxpayerToken),
        },
      ),
      "CreateChatConnection",
    );
    const connectionId = ((await opened.json()) as { id: number }).id;
    // More than a page (30) from the professional.
    for (let number = 1; number <= 34; number += 1) {
      await ok(
        await request.post("/api/Chat/SendMessage", {
          headers: bearer(pair.expertToken),
          multipart: { connectionId: String(connectionId), message: `Note number ${number}.` },
        }),
        "SendMessage",
      );
    }

    await useToken(page, pair.taxpayerToken);
    await page.goto("/user/quotes");
    await expect(messagesLink(page)).toHaveAccessibleName(/34 unread messages/);
    await messagesLink(page).click();
    await conversation(page, pair.expertName).click();
    const log = thread(page, pair.expertName);
    await expect(log.getByText("Note number 34.")).toBeVisible();
    await expect(log.getByText("Note number 5.", { exact: true })).toBeVisible();
    await expect(log.getByText("Note number 4.", { exact: true })).toHaveCount(0);
    await expect(messagesLink(page)).toHaveAccessibleName("Messages");
    // Scrolling up to the top of the thread (or the "Load earlier messages" button there) brings the rest.
    await expect(log.getByRole("button", { name: "Load earlier messages" })).toBeAttached();
    await log.focus();
    await page.keyboard.press("Home");
    await expect(log.getByText("Note number 1.", { exact: true })).toBeVisible();
    await expect(log.getByRole("button", { name: "Load earlier messages" })).toHaveCount(0);
    await expect(log.getByRole("listitem")).toHaveCount(34);

    // Another professional's public page: the Message button explains why not, rather than failing.
    const demoExpertId = await userIdOf(request, pair.expertToken);
    const experts = (await (
      await ok(await request.get("/api/Public/ExpertsNearYou"), "ExpertsNearYou")
    ).json()) as {
      id: number;
      displayName: string;
    }[];
    const stranger = experts.find((expert) => expert.id !== demoExpertId);
    expect(stranger).toBeDefined();
    await page.goto(`/experts/${stranger?.id}`);
    await page.getByRole("button", { name: `Message ${stranger?.displayName}` }).click();
    await expect(page.getByRole("alert")).toContainText("once you have been introduced on a request");
    await expect(page).toHaveURL(/\/experts\/\d+$/);
    await expectAxeClean(page);
  });
});
