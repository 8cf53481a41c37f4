import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiSignIn, bearer, registerTaxpayer, useToken } from "../support/accounts";
import { startServer } from "../support/calendar-server";
import { journeyChromiumArgs, journeyChromiumPath } from "../support/chromium-path";
import { startFakePush } from "../support/fake-push";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { individualAnswers, ok, startJobWithDemoExpert } from "../support/marketplace";
import { jobOnOwnServer } from "../support/own-server";

// A camera that films a page on a desk (one still picture, looped), allowed without asking. The
// service worker, blocked in the other journeys, works here as on a phone: it delivers the push and
// opens the app offline.
const camera = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/fake-camera.mjpeg");
test.use({
  serviceWorkers: "allow",
  launchOptions: {
    executablePath: journeyChromiumPath(),
    args: [
      ...journeyChromiumArgs,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  },
});

/** A new taxpayer's job with the demo professional, who has asked them for a bank statement. */
async function jobAskingForAStatement(request: Parameters<typeof registerTaxpayer>[0], label: string) {
  const account = await registerTaxpayer(request, label);
  const taxpayerToken = await apiSignIn(request, account.email, account.password);
  const job = await startJobWithDemoExpert(request, taxpayerToken, "individual", individualAnswers);
  await ok(
    await request.post("/api/Accountant/RequestDocument", {
      headers: bearer(job.expertToken),
      data: { quoteId: job.quoteId, title: "Bank statement" },
    }),
    "RequestDocument",
  );
  return { ...job, taxpayerToken };
}

test("three pages scanned with the phone's camera arrive as one PDF in the job's documents", async ({
  page,
  request,
}) => {
  const { taxpayerToken, quoteId } = await jobAskingForAStatement(request, "scan");
  await page.setViewportSize({ width: 390, height: 844 });
  await useToken(page, taxpayerToken);
  await page.goto(`/user/tax_preparation/${quoteId}?tab=documents`);
  const documents = page.getByRole("region", { name: "Documents" });
  await documents.getByRole("button", { name: "Scan pages for Bank statement" }).click();
  const dialog = page.getByRole("dialog", { name: "Scan pages" });
  const take = dialog.getByRole("button", { name: "Take page", exact: true });
  await expect(take).toBeEnabled();
  await expectAxeClean(page);
  for (const number of [1, 2, 3]) {
    await take.click();
    await expect(dialog.getByText(new RegExp(`^Page ${number} taken`))).toBeVisible();
  }
  await dialog.getByRole("button", { name: "Use 3 pages" }).click();
  await expect(dialog).toBeHidden();
  // At phone width the documents are a list: the asked-for one now has its date provided and its file.
  const statementItem = documents.getByRole("listitem").filter({ hasText: "Bank statement" });
  await expect(statementItem.getByRole("button", { name: /^Scanned document, .+\.pdf/ })).toBeVisible();

  const listed = await ok(
    await request.get(`/api/taxpayer/GetTaxPreparationDocuments?quoteId=${quoteId}`, {
      headers: bearer(taxpayerToken),
    }),
    "GetTaxPreparationDocuments",
  );
  const statement = ((await listed.json()) as { title: string; file: { name: string } | null }[]).find(
    (row) => row.title === "Bank statement",
  );
  expect(statement?.file?.name).toMatch(/^Scanned document, .+\.pdf$/);
});

// The server refuses push addresses on this machine in production: this journey starts its own
// server in test mode, which lets the local push service through (PUSH_ENDPOINT_ALLOW).
test("a device subscribed in the settings receives the push of a message from the professional", async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const push = await startFakePush();
  // A message is told of once it has stayed unread a while: here 2 seconds instead of 15 minutes.
  const server = await startServer({
    NODE_ENV: "test",
    HOST: "0.0.0.0",
    PUSH_ENDPOINT_ALLOW: push.host,
    UNREAD_MESSAGE_NOTICE_SECONDS: "2",
  });
  try {
    const { api, expertToken, taxpayerToken } = await jobOnOwnServer(server, "push");
    const context = await browser.newContext({ baseURL: server.baseUrl });
    await context.grantPermissions(["notifications"], { origin: server.baseUrl });
    // The browser's own push service is Google's, out of reach here: its subscription is the local
    // one, with keys this journey holds, and the permission prompt is answered. Everything else (the
    // worker, the page, the API) is the app's.
    await context.addInitScript((local) => {
      let current: unknown = null;
      const subscription = {
        endpoint: local.endpoint,
        toJSON: () => ({ endpoint: local.endpoint, keys: { p256dh: local.p256dh, auth: local.auth } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      PushManager.prototype.subscribe = async () => {
        current = subscription;
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
      // Headless Chromium refuses notifications whatever the context grants: the person's "Allow".
      Object.defineProperty(Notification, "permission", { configurable: true, get: () => "granted" });
      Notification.requestPermission = async () => "granted";
    }, push.subscription);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await useToken(page, taxpayerToken);
    await page.goto("/user/notifications");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.getByRole("button", { name: "Subscribe this device" }).click();
    await expect(page.getByText("Push is on for this device.")).toBeVisible();
    const messagePush = page.getByRole("checkbox", {
      name: "Push: New messages from the other side of a job",
    });
    // The box follows the saved choice, so it turns once the server has it.
    await messagePush.click();
    await expect(messagePush).toBeChecked();
    await expectAxeClean(page);

    const jobs = await ok(
      await api.get("/api/Taxpayer/GetTaxpayerTaxPreparations", { headers: bearer(taxpayerToken) }),
      "GetTaxpayerTaxPreparations",
    );
    const accountantId = ((await jobs.json()) as { accountantId: number }[])[0]?.accountantId;
    const opened = await ok(
      await api.post(`/api/Chat/CreateChatConnection?userId=${accountantId}`, {
        headers: bearer(taxpayerToken),
      }),
      "CreateChatConnection",
    );
    const connectionId = ((await opened.json()) as { id: number }).id;
    await ok(
      await api.post("/api/Chat/SendMessage", {
        headers: bearer(expertToken),
        multipart: {
          connectionId: String(connectionId),
          message: "Your draft return is ready.",
          clientMessageId: "push-message-1",
        },
      }),
      "SendMessage",
    );
    await expect.poll(() => push.received.length, { timeout: 60_000 }).toBe(1);
    const payload = JSON.parse(push.decrypt(push.received[0] as Buffer)) as { title: string; path: string };
    // Only a title and a link: never the message itself.
    expect(payload.title).toBe("You have a new message in Taxlane");
    expect(payload.path).toMatch(/messages/);
    expect(JSON.stringify(payload)).not.toContain("draft return");
    await context.close();
    await api.dispose();
  } finally {
    await server.stop();
    await push.stop();
  }
});

test("the to-do list opens offline with what was seen", async ({ page, request, context }) => {
  const { taxpayerToken } = await jobAskingForAStatement(request, "offline");
  // A visitor reading the public pages is not sent the app's code for offline use.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Blog", exact: true }).first().click();
  await expect(page).toHaveURL(/\/blogs$/);
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
  ).toBe(0);

  await useToken(page, taxpayerToken);
  await page.goto("/user/todo");
  const item = page.getByRole("link", { name: /Upload "Bank statement"/ });
  await expect(item).toBeVisible();
  // The worker has cached the app, and the device keeps the list it showed.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const opened = indexedDB.open("taxlane-offline");
            opened.onerror = () => resolve(false);
            opened.onsuccess = () => {
              const db = opened.result;
              if (!db.objectStoreNames.contains("kept")) return resolve(false);
              const read = db.transaction("kept").objectStore("kept").get("snapshot");
              read.onsuccess = () => {
                const answers = (read.result?.answers ?? []) as { queryKey: unknown[] }[];
                resolve(answers.some((answer) => answer.queryKey[0] === "todo"));
              };
              read.onerror = () => resolve(false);
            };
          }),
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^You are offline — showing what you saw at /)).toBeVisible();
  await expect(item).toBeVisible();
  await expectAxeClean(page);
  await context.setOffline(false);
});
