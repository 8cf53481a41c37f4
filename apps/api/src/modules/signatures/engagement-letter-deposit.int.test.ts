import type { EngagementLetter } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { describe, expect, it } from "vitest";
import { postAs, readAndSign, readLetter, sentQuote } from "../../../test/engagement-letters";
import type { TestUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });

const refunded = t("engagementLetters.depositRefunded");
const kept = t("engagementLetters.depositKept");
const keepDeposits = (expert: TestUser, keepDepositOnCancel: boolean) =>
  postAs(app, expert, "/Accountant/SavePaymentSettings", {
    releaseOnPayment: false,
    reminderEveryDays: 7,
    keepDepositOnCancel,
  });
const letterOf = async (user: TestUser, quoteId: number) =>
  (await readLetter(app, user, quoteId)).json<EngagementLetter>();

describe("what the engagement letter says of a deposit when the client cancels", () => {
  it("follows the professional's payment settings until signed, and the signed words stay", async () => {
    const { expert, taxpayer, quoteId } = await sentQuote(app);
    const ours = await letterOf(taxpayer, quoteId);
    expect(ours.body).toContain(refunded);
    expect(ours.body).not.toContain(kept);

    expect((await keepDeposits(expert, true)).statusCode).toBe(200);
    const keeping = await letterOf(taxpayer, quoteId);
    expect(keeping.body).toContain(kept);
    expect(keeping.body).not.toContain(refunded);
    // Read before the setting changed, the words differ from the letter now: signing them is refused.
    const stale = await postAs(app, taxpayer, "/Taxpayer/SignEngagementLetter", {
      quoteId,
      letterHash: ours.letterHash,
      signerName: "Dana Whitfield",
      signature: { kind: "typed", text: "Dana Whitfield" },
    });
    expect(stale.statusCode).toBe(409);

    expect((await readAndSign(app, taxpayer, quoteId)).statusCode).toBe(200);
    expect((await keepDeposits(expert, false)).statusCode).toBe(200);
    const signed = await letterOf(taxpayer, quoteId);
    expect(signed).toMatchObject({ status: "signed", version: 1 });
    expect(signed.body).toContain(kept);
  });

  it("adds the terms to a professional's template that lacks them, and fills them where it has them", async () => {
    const without = await sentQuote(app);
    await postAs(app, without.expert, "/Accountant/EngagementTemplate", { body: "Hello {taxpayer}." });
    await keepDeposits(without.expert, true);
    expect((await letterOf(without.taxpayer, without.quoteId)).body).toBe(`Hello Test Person.\n\n${kept}`);

    const placed = await sentQuote(app);
    await postAs(app, placed.expert, "/Accountant/EngagementTemplate", {
      body: "Hello {taxpayer}. {depositTerms} Thank you.",
    });
    expect((await letterOf(placed.taxpayer, placed.quoteId)).body).toBe(
      `Hello Test Person. ${refunded} Thank you.`,
    );
  });
});
