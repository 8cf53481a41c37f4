import type { Page } from "@playwright/test";
import { uniqueEmail } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { seenMail, waitForMail } from "../support/mail";

interface PostDetail {
  id: number;
  title: string;
  shortDescription: string;
  tip: string;
}

interface FaqEntry {
  id: number;
  question: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function openAssistant(page: Page) {
  await page.getByRole("button", { name: "Ask Taxlane" }).click();
  const dialog = page.getByRole("dialog", { name: "Ask Taxlane" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Your question")).toBeFocused();
  return dialog;
}

async function ask(page: Page, question: string) {
  const dialog = page.getByRole("dialog", { name: "Ask Taxlane" });
  await dialog.getByLabel("Your question").fill(question);
  await dialog.getByRole("button", { name: "Send" }).click();
}

test.describe("public content", () => {
  test("the blog filters by audience, shows an article with its tip and share links, and leads to a recent post", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/blogs");
    await expect(page.getByRole("heading", { level: 1, name: "Tax guides and news" })).toBeVisible();
    await expect(page).toHaveTitle(/^Blog · Taxlane$/);
    const posts = page.getByRole("list", { name: "Posts" });
    await expect(posts.getByRole("link", { name: "When are estimated tax payments due?" })).toBeVisible();
    await expectAxeClean(page);

    const audience = page.getByRole("navigation", { name: "Posts by audience" });
    await audience.getByRole("link", { name: "For professionals" }).click();
    await expect(page).toHaveURL(/\/blogs\?audience=professionals$/);
    await expect(audience.getByRole("link", { name: "For professionals" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      posts.getByRole("link", { name: "A client intake process that saves you hours" }),
    ).toBeVisible();
    // Posts only for taxpayers are left out; those for both audiences stay.
    await expect(posts.getByRole("link", { name: "When are estimated tax payments due?" })).toHaveCount(0);
    await expect(
      posts.getByRole("link", { name: "Who gets a Form 1099-NEC, and when is it due?" }),
    ).toBeVisible();
    await expectAxeClean(page);

    await posts.getByRole("link", { name: "Pricing your tax services and sending clear quotes" }).click();
    await expect(page).toHaveURL(/\/blogs\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    const post = (await (await request.get(`/api/Blog/Get?id=${id}`)).json()) as PostDetail;
    const article = page.getByRole("article", { name: post.title });
    await expect(article.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(article.getByRole("heading", { name: "Tip" })).toBeVisible();
    await expect(article.getByText(post.tip)).toBeVisible();
    await expect(page).toHaveTitle(`${post.title} · Taxlane`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", post.shortDescription);
    const hero = article.getByRole("img", { name: `Cover of “${post.title}”` });
    await expect(hero).toHaveAttribute("width", "1200");
    await expect(hero).toHaveAttribute("height", "630");

    const postUrl = new URL(`/blogs/${id}`, page.url()).href;
    const share = page.getByRole("region", { name: "Share this post" });
    const onX = share.getByRole("link", { name: "Share on X (opens in a new tab)" });
    await expect(onX).toHaveAttribute(
      "href",
      `https://x.com/intent/post?url=${encodeURIComponent(postUrl)}&text=${encodeURIComponent(post.title)}`,
    );
    await expect(onX).toHaveAttribute("rel", "noopener noreferrer");
    await expect(share.getByRole("link", { name: "Share by E-mail" })).toHaveAttribute(
      "href",
      /^mailto:\?subject=/,
    );
    await share.getByRole("button", { name: "Copy link" }).click();
    await expect(share.getByRole("status")).toHaveText("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(postUrl);
    await expectAxeClean(page);

    const recent = page.getByRole("region", { name: "Recent posts" });
    const recentLinks = recent.getByRole("link");
    await expect(recentLinks).toHaveCount(3);
    await expect(recent.getByRole("link", { name: post.title })).toHaveCount(0);
    const nextTitle = (await recentLinks.first().textContent()) ?? "";
    await recentLinks.first().click();
    await expect(page).not.toHaveURL(new RegExp(`/blogs/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: nextTitle })).toBeVisible();
    await expect(page).toHaveTitle(`${nextTitle} · Taxlane`);
  });

  test("an unknown post says so and leads back to the blog", async ({ page }) => {
    await page.goto("/blogs/999999");
    await expect(page.getByRole("heading", { level: 1, name: "Post not found" })).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole("link", { name: "Browse the blog" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
  });

  test("the FAQ opens questions, searches as you type and opens the one a link points at", async ({
    page,
    request,
  }) => {
    const entries = (await (await request.get("/api/Public/Faq")).json()) as FaqEntry[];
    const trial = entries.find((entry) => /free trial/i.test(entry.question));
    expect(trial, "an FAQ entry about the free trial").toBeDefined();
    const first = entries[0];
    if (trial === undefined || first === undefined) return;

    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
    await expectAxeClean(page);

    const firstItem = page.locator(`#faq-${first.id}`);
    await expect(firstItem).not.toHaveAttribute("open");
    await firstItem.getByText(first.question, { exact: true }).click();
    await expect(firstItem).toHaveAttribute("open", "");
    // Keyboard: the question is a native disclosure.
    await firstItem.locator("summary").press("Enter");
    await expect(firstItem).not.toHaveAttribute("open");

    await page.getByRole("searchbox", { name: "Search the FAQ" }).fill("free trial");
    await expect(page.getByText(trial.question, { exact: true })).toBeVisible();
    await expect(page.getByText(first.question, { exact: true })).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: /match/ })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search the FAQ" }).fill("zzzz unladen");
    await expect(page.getByText("No questions match “zzzz unladen”.")).toBeVisible();
    await expectAxeClean(page);

    await page.goto(`/faq#faq-${trial.id}`);
    const target = page.locator(`#faq-${trial.id}`);
    await expect(target).toHaveAttribute("open", "");
    await expect(target).toBeInViewport();
    await expectAxeClean(page);

    await page.getByRole("button", { name: "Ask the assistant" }).click();
    await expect(page.getByRole("dialog", { name: "Ask Taxlane" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Ask Taxlane" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Ask the assistant" })).toBeFocused();
  });

  test("the contact form checks its fields, sends, and the sender gets an acknowledgment", async ({
    page,
    request,
  }) => {
    await page.goto("/contact-us");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await expect(page.getByText("Monday to Friday 8am-5pm Pacific")).toBeVisible();
    await expect(page.getByRole("link", { name: "+1 (415) 555-0134" })).toHaveAttribute(
      "href",
      "tel:+14155550134",
    );
    await expect(page.getByText("San Francisco, California")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /Taxlane on LinkedIn/ })).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("This field is required")).toHaveCount(3);
    await expect(page.getByLabel("Full name")).toBeFocused();
    await page.getByLabel("E-mail").fill("someone@");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("The input is not valid E-mail!")).toBeVisible();
    await expectAxeClean(page);

    const email = uniqueEmail("contact");
    const seen = await seenMail(request, email);
    await page.getByLabel("Full name").fill("Avery Quinn");
    await page.getByLabel("Organization (optional)").fill("Quinn Bakery LLC");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Phone (optional)").fill("+1 (415) 555-0101");
    const message = page.getByRole("textbox", { name: "Message" });
    await message.fill("We need help with our S corporation return and quarterly payroll filings.");
    await expect(page.getByText("73 / 5000 characters")).toBeVisible();
    await page.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByRole("status").filter({ hasText: /message/i })).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("");
    await expect(message).toHaveValue("");
    await expectAxeClean(page);

    const acknowledgment = await waitForMail(request, email, { seen, subject: /received your message/i });
    expect(acknowledgment.text).toMatch(/Avery/);
  });

  test("the assistant answers with sources it can follow, offers the contact form when it cannot, and keeps SSNs out", async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") chunks.push(new URL(sent.url()).pathname);
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // The panel is its own chunk, fetched on the first open only.
    expect(chunks.filter((path) => /ChatPanel/.test(path))).toEqual([]);

    const dialog = await openAssistant(page);
    expect(chunks.some((path) => /ChatPanel/.test(path))).toBe(true);
    await expect(dialog.getByText(/Please don't share your SSN/)).toBeVisible();
    await expectAxeClean(page);

    // Escape closes the panel and gives the focus back to the launcher.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Ask Taxlane" })).toBeFocused();

    await openAssistant(page);
    await ask(page, "My SSN is 123-45-6789, when is my refund coming?");
    await expect(
      dialog.getByText(/looks like a Social Security or tax ID number, so I didn't send it/),
    ).toBeVisible();
    await expect(dialog.getByLabel("Your question")).toHaveValue(/123-45-6789/);

    await ask(page, "What is the airspeed velocity of an unladen swallow?");
    await expect(
      dialog.getByText("You: What is the airspeed velocity of an unladen swallow?"),
    ).toBeAttached();
    const contact = dialog.getByRole("link", { name: "Contact us" });
    await expect(contact).toBeVisible();
    await expectAxeClean(page);

    await ask(page, "When are estimated tax payments due?");
    const sources = dialog.getByRole("list", { name: "Read more" });
    const source = sources.getByRole("link").first();
    await expect(source).toBeVisible();
    await expectAxeClean(page);

    const href = (await source.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/(faq#faq-\d+|blogs\/\d+)$/);
    await source.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
    if (href.startsWith("/faq")) {
      const item = page.locator(href.slice("/faq".length));
      await expect(item).toHaveAttribute("open", "");
      await expect(item).toBeInViewport();
    } else {
      // The address changes before the post's page arrives: read its title from the post itself.
      const article = page.locator("article.tl-post__article");
      await expect(article).toBeVisible();
      const title = (await article.getByRole("heading", { level: 1 }).textContent()) ?? "";
      await expect(page.getByRole("article", { name: title })).toBeVisible();
    }
    await expectAxeClean(page);

    // The conversation stays while moving between pages, and nothing of it is kept in storage.
    await page.getByRole("button", { name: "Ask Taxlane" }).click();
    await expect(dialog.getByText("You: When are estimated tax payments due?")).toBeAttached();
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/estimated|swallow|6789/);
    await dialog.getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  });

  test("on a phone the assistant fills the screen and closes with its own button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact-us");
    // Its launcher sits in the sticky header there, over none of the page's text.
    const launcher = await page.getByRole("button", { name: "Ask Taxlane" }).boundingBox();
    const header = await page.getByRole("banner").boundingBox();
    expect(launcher).not.toBeNull();
    expect((launcher?.y ?? 0) + (launcher?.height ?? 0)).toBeLessThanOrEqual(
      (header?.y ?? 0) + (header?.height ?? 0),
    );
    await page.getByRole("button", { name: "Open the chat" }).click();
    const dialog = page.getByRole("dialog", { name: "Ask Taxlane" });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(360);
    expect(box?.height ?? 0).toBeGreaterThan(780);
    await expectAxeClean(page);
    await dialog.getByRole("button", { name: "Close the assistant" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Open the chat" })).toBeFocused();
  });
});
