import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "../support/fixtures";

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs/screenshots");
const widths = [1440, 390] as const;

/** Every page, by name, with how to reach it; later work adds its pages here. */
const pages: { name: string; path: string }[] = [
  { name: "home", path: "/" },
  { name: "not-found", path: "/no/such/page" },
];

for (const width of widths) {
  for (const entry of pages) {
    test(`${entry.name} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.goto(entry.path);
      await expect(page.locator("main")).toBeVisible();
      await page.screenshot({ path: path.join(folder, `${entry.name}-${width}.png`), fullPage: true });
    });
  }
  test(`unexpected-error at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.route(/\/assets\/home-[^/]+\.js$/, (route) => route.abort("failed"));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    await page.screenshot({ path: path.join(folder, `unexpected-error-${width}.png`), fullPage: true });
  });
}
