import { apiSignIn, bearer, useToken } from "../support/accounts";
import { startServer } from "../support/calendar-server";
import { expect, test } from "../support/fixtures";
import { ok } from "../support/marketplace";
import { advanceClock, jobOnOwnServer } from "../support/own-server";
import { shoot, viewport, widths } from "../support/screenshots";

// A job's timeline with late steps: a week after the hire (the server's own test clock), the
// engagement letter is unsigned and the professional has not begun reviewing a finished organizer.
for (const width of widths) {
  test(`a job's timeline with a late step at ${width} px`, async ({ browser }) => {
    test.setTimeout(240_000);
    const server = await startServer({ NODE_ENV: "test", TEST_CLOCK: "true", HOST: "0.0.0.0" });
    try {
      const { api, account, taxpayerToken, quoteId } = await jobOnOwnServer(server, `shot-timeline-${width}`);
      await ok(
        await api.post("/api/Taxpayer/CompleteOrganizer", {
          headers: bearer(taxpayerToken),
          data: { quoteId },
        }),
        "CompleteOrganizer",
      );
      await advanceClock(api, 7 * 24);
      const token = await apiSignIn(api, account.email, account.password);
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport: viewport(width) });
      const page = await context.newPage();
      await useToken(page, token);
      await page.goto(`/user/tax_preparation/${quoteId}`);
      await expect(page.getByRole("heading", { name: "Timeline" })).toBeVisible();
      await expect(page.getByText("Late").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shoot(page, "job-timeline-late-taxpayer", width);
      await context.close();
    } finally {
      await server.stop();
    }
  });
}
