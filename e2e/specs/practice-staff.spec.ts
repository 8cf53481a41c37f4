import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { bearer, useToken } from "../support/accounts";
import { registerProfessionalAccount } from "../support/billing";
import { startServer } from "../support/calendar-server";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { tabTo } from "../support/keyboard";
import { waitForMail } from "../support/mail";
import { accountName, ok } from "../support/marketplace";
import { jobOnOwnServer, type OwnServer } from "../support/own-server";

// A practice with staff, on its own server (its demo expert becomes a practice's owner): the owner
// makes the practice, invites a preparer and an assistant, assigns the job; the assistant asks for a
// document without seeing the organizer's values; the preparer leaves by keyboard alone and the job
// goes back to the owner; the taxpayer reads who is working on the return at each step.

const practiceName = "Harbor Tax Partners";

/** A new professional on the server who accepts the owner's invitation from its mailed link. */
async function acceptedInvitation(api: APIRequestContext, email: string, token: string): Promise<void> {
  const mail = await waitForMail(api, email, { subject: /join Harbor Tax Partners/ });
  const invitation = /join\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1];
  if (!invitation) throw new Error(`no invitation link mailed to ${email}`);
  await ok(
    await api.post("/api/Practice/AcceptInvitation", {
      headers: bearer(token),
      data: { token: decodeURIComponent(invitation) },
    }),
    "AcceptInvitation",
  );
}

async function signedInPage(browser: Browser, server: OwnServer, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await useToken(page, token);
  return page;
}

/** The owner invites the address with the role through the invitation dialog. */
async function inviteThroughDialog(owner: Page, email: string, role: "Preparer" | "Assistant") {
  await owner.getByRole("button", { name: "Invite a member" }).click();
  const dialog = owner.getByRole("dialog", { name: "Invite a member" });
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(email);
  await dialog.getByRole("radio", { name: new RegExp(`^${role}`) }).check();
  await dialog.getByRole("button", { name: "Send the invitation" }).click();
  await expect(dialog).toBeHidden();
}

test("an owner's practice takes staff, assigns a job, and a preparer leaving hands it back in one step", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const server = await startServer({ NODE_ENV: "test", TEST_CLOCK: "true", HOST: "0.0.0.0" });
  try {
    // A directory professional of the demo world, working alone (the demo professional owns a practice).
    const { api, expertToken, taxpayerToken, quoteId } = await jobOnOwnServer(
      server,
      "staff",
      "sofia.ramirez@demo.taxlane.app",
    );
    const ownerName = await accountName(api, expertToken);
    const preparer = await registerProfessionalAccount(api, "staff-preparer");
    const assistant = await registerProfessionalAccount(api, "staff-assistant");

    // The owner makes the practice and invites the two.
    const owner = await signedInPage(browser, server, expertToken);
    await owner.goto("/expert/practice");
    await owner.getByRole("textbox", { name: "Practice name" }).fill(practiceName);
    await owner.getByRole("button", { name: "Make my account a practice" }).click();
    await expect(owner.getByRole("heading", { name: practiceName }).first()).toBeVisible();
    await inviteThroughDialog(owner, preparer.email, "Preparer");
    await inviteThroughDialog(owner, assistant.email, "Assistant");
    await acceptedInvitation(api, preparer.email, preparer.token);
    await acceptedInvitation(api, assistant.email, assistant.token);

    // The owner assigns the job to the preparer on its page.
    await owner.goto(`/expert/tax_preparation/${quoteId}`);
    const facts = owner.locator(".tl-job__facts");
    await expect(facts).toContainText(`Assigned to${ownerName}`);
    await owner.getByRole("combobox", { name: "Assign to" }).click();
    await owner.locator(".ant-select-item-option", { hasText: "Avery Lindqvist" }).click();
    await owner.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(owner.getByText("Assigned to Avery Lindqvist.")).toBeVisible();
    await expect(facts).toContainText("Assigned toAvery Lindqvist");
    await expectAxeClean(owner);

    // The taxpayer reads the practice and the preparer on their job.
    const taxpayer = await signedInPage(browser, server, taxpayerToken);
    await taxpayer.goto(`/user/tax_preparation/${quoteId}`);
    await expect(taxpayer.locator(".tl-job__facts")).toContainText(`Practice${practiceName}`);
    await expect(taxpayer.locator(".tl-job__facts")).toContainText("Working on your returnAvery Lindqvist");

    // The assistant asks for a document; the organizer (and its Social Security numbers) is not theirs.
    const assistantPage = await signedInPage(browser, server, assistant.token);
    await assistantPage.goto(`/expert/tax_preparation/${quoteId}?tab=documents`);
    await expect(assistantPage.getByRole("tab", { name: "Documents" })).toBeVisible();
    await expect(assistantPage.getByRole("tab", { name: "Organizer" })).toHaveCount(0);
    await assistantPage.getByRole("button", { name: "Request a document" }).click();
    const request = assistantPage.getByRole("dialog", { name: "Request a document" });
    await request.getByRole("textbox", { name: "Title" }).fill("Form 1099-INT");
    await request.getByRole("button", { name: "Send request" }).click();
    await expect(request).toBeHidden();
    await expect(assistantPage.getByText("Form 1099-INT").first()).toBeVisible();
    await expectAxeClean(assistantPage);
    const reveal = await api.post("/api/Accountant/RevealOrganizerAnswer", {
      headers: bearer(assistant.token),
      data: { quoteId, key: "taxPayer_SSN" },
    });
    expect(reveal.status()).toBe(403);

    // The preparer leaves by keyboard alone: their job goes back to the owner in the same step.
    const preparerPage = await signedInPage(browser, server, preparer.token);
    await preparerPage.goto("/expert/practice");
    const leave = preparerPage.getByRole("button", { name: "Leave the practice" });
    await expect(leave).toBeVisible();
    await tabTo(preparerPage, leave);
    await preparerPage.keyboard.press("Enter");
    const handOver = preparerPage.getByRole("dialog", { name: `Leave ${practiceName}?` });
    // The job goes to the practice's owner unless another member is chosen; a note goes with it.
    await expect(handOver.getByRole("combobox", { name: "Who takes the jobs" })).toBeFocused();
    await expect(handOver).toContainText(ownerName);
    await tabTo(preparerPage, handOver.getByRole("textbox", { name: "Note for them" }));
    await preparerPage.keyboard.type("Her W-2 is in; the 1099-INT is on its way.");
    await tabTo(preparerPage, handOver.getByRole("button", { name: "Leave", exact: true }));
    await preparerPage.keyboard.press("Enter");
    await expect(handOver).toBeHidden();
    await preparerPage.goto(`/expert/tax_preparation/${quoteId}`);
    await expect(preparerPage.getByRole("heading", { name: /not found/i }).first()).toBeVisible();

    await taxpayer.reload();
    await expect(taxpayer.locator(".tl-job__facts")).toContainText(`Working on your return${ownerName}`);
    await expectAxeClean(taxpayer);
  } finally {
    await server.stop();
  }
});
