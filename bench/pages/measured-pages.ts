import { expect as expectSoon, type Locator, type Page } from "@playwright/test";
import type { DemoWorld } from "./demo-world";

export type Signed = "taxpayer" | "expert" | null;

/** A page as a person meets it: where it is, who is signed in, what shows it drawn, and one thing they do there. */
export interface MeasuredPage {
  name: string;
  as: Signed;
  path(world: DemoWorld): string;
  /** Saved in the browser before the page's scripts run (beyond the session). */
  storage?(world: DemoWorld): Record<string, string>;
  /** Shown once the page is drawn with its content, not a loading state. */
  drawn(page: Page): Locator;
  /** What the interaction is, for the report. */
  interaction: string;
  /** The interaction through real input (mouse, keys); resolves once its result shows. */
  interact(page: Page): Promise<void>;
}

// Keys as a person types them, not as fast as a script can: each key is an interaction of its own.
const typingDelayMs = 90;

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await page.keyboard.type(text, { delay: typingDelayMs });
  await expect(field).toHaveValue(text);
}

async function chooseTab(page: Page, name: RegExp): Promise<void> {
  const tab = page.getByRole("tab", { name });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name })).toBeVisible();
}

// A slow line and CPU: what follows an interaction may take seconds to show.
const expect = expectSoon.configure({ timeout: 60_000 });

// Each message of a run says something new, so that the thread shows it once (earlier runs' stay).
const runMark = Date.now().toString(36);
let sent = 0;

export const measuredPages: MeasuredPage[] = [
  {
    name: "home",
    as: null,
    path: () => "/",
    drawn: (page) => page.getByRole("heading", { level: 1 }),
    interaction: "open the menu",
    async interact(page) {
      const menu = page.getByRole("banner").getByRole("button", { name: "Menu" });
      await menu.click();
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeVisible();
    },
  },
  {
    name: "sign-in",
    as: null,
    path: () => "/login",
    drawn: (page) => page.getByRole("textbox", { name: "E-mail" }),
    interaction: "type an e-mail",
    interact: (page) => typeInto(page, page.getByRole("textbox", { name: "E-mail" }), "dana@example.com"),
  },
  {
    name: "to-do (taxpayer)",
    as: "taxpayer",
    path: () => "/user/todo",
    drawn: (page) => page.getByRole("link", { name: /^Finish your organizer/ }),
    interaction: "open the navigation",
    async interact(page) {
      await page.getByRole("button", { name: "Open navigation" }).click();
      await expect(page.getByRole("dialog").getByRole("navigation")).toBeVisible();
    },
  },
  {
    name: "job (taxpayer)",
    as: "taxpayer",
    path: (world) => `/user/tax_preparation/${world.jobId}`,
    drawn: (page) =>
      page.getByRole("tabpanel", { name: "Summary" }).getByRole("heading", { level: 2 }).first(),
    interaction: "open the Documents tab",
    interact: (page) => chooseTab(page, /^Documents/),
  },
  {
    name: "organizer step",
    as: "taxpayer",
    path: (world) => `/organizer/individual/${world.jobId}`,
    // Where a person who left the organizer there comes back to: its refund step, which asks for text.
    storage: (world) => ({ [`taxlane.organizer.${world.jobId}.step`]: "general/3" }),
    drawn: (page) => page.getByRole("textbox", { name: "Account 1: Bank name", exact: true }),
    interaction: "type a bank's name",
    interact: (page) =>
      typeInto(page, page.getByRole("textbox", { name: "Account 1: Bank name", exact: true }), "First Bank"),
  },
  {
    name: "messages",
    as: "taxpayer",
    path: (world) => `/user/messages?c=${world.conversationId}`,
    drawn: (page) => page.getByRole("log").getByRole("listitem").first(),
    interaction: "send a message",
    async interact(page) {
      sent += 1;
      const text = `The lease is attached (${runMark}-${sent}).`;
      await typeInto(page, page.getByLabel(/^Message to /), text);
      await page.keyboard.press("Enter");
      const thread = page.getByRole("log");
      await expect(thread.getByText(text)).toBeVisible();
      await expect(thread.getByText("Sending…")).toHaveCount(0);
    },
  },
  {
    name: "calendar (professional)",
    as: "expert",
    path: () => "/expert/appointments-calendar",
    drawn: (page) =>
      page.getByRole("region", { name: "Calendar", exact: true }).getByRole("listitem").first(),
    interaction: "next week",
    async interact(page) {
      const calendar = page.getByRole("region", { name: "Calendar", exact: true });
      const firstDay = calendar.getByRole("heading", { level: 3 }).first();
      const before = await firstDay.textContent();
      await calendar.getByRole("button", { name: "Next week" }).click();
      await expect(firstDay).not.toHaveText(before ?? "");
    },
  },
  {
    name: "requests (professional)",
    as: "expert",
    path: () => "/expert/requests",
    drawn: (page) => page.getByRole("tabpanel", { name: "Requests" }).getByRole("article").first(),
    interaction: "open the Sent quotes tab",
    interact: (page) => chooseTab(page, /^Sent quotes/),
  },
];
