import { describe, expect, it } from "vitest";
import { intentIdOf, refundIdOf } from "./local-payment-objects";
import { testBankPayment, testCardPayment } from "./test-payment-methods";

describe("Stripe's test payment methods in the local checkout", () => {
  it("pays with a saving card, declines the declining ones, and knows no real card", () => {
    expect(testCardPayment("4242424242424242")).toEqual({ kind: "paid", brand: "Visa", disputed: false });
    expect(testCardPayment("4000000000000002")).toEqual({ kind: "declined", code: "card_declined" });
    expect(testCardPayment("4000000000009995")).toEqual({ kind: "declined", code: "insufficient_funds" });
    // Saves for a subscription, but a charge made at once is declined.
    expect(testCardPayment("4000000000000341")).toEqual({ kind: "declined", code: "card_declined" });
    expect(testCardPayment("4000000000000259")).toEqual({ kind: "paid", brand: "Visa", disputed: true });
    expect(testCardPayment("4111111111111111")).toEqual({ kind: "unknown" });
  });

  it("debits only the test bank account, and refuses the closed one", () => {
    expect(testBankPayment("110000000", "000123456789").kind).toBe("paid");
    expect(testBankPayment("110000000", "000111111116")).toEqual({
      kind: "declined",
      code: "account_closed",
    });
    expect(testBankPayment("021000021", "000123456789").kind).toBe("unknown");
    expect(testBankPayment("110000000", "123456789").kind).toBe("unknown");
  });
});

describe("the local provider's ids", () => {
  it("lead from a charge, refund or dispute back to its payment intent", () => {
    const intent = "pi_local_0a1b2c";
    expect(intentIdOf("ch_local_0a1b2c")).toBe(intent);
    expect(intentIdOf("dp_local_0a1b2c")).toBe(intent);
    expect(intentIdOf(refundIdOf(intent, 2))).toBe(intent);
    expect(intentIdOf(intent)).toBe(intent);
    expect(intentIdOf("ch_3Nabc")).toBeNull();
    expect(intentIdOf("cs_local_0a1b2c")).toBeNull();
  });
});
