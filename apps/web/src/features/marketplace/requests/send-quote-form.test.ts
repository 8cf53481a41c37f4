import { describe, expect, it } from "vitest";
import { sendQuoteFormData } from "./send-quote-form";

describe("the send-quote body", () => {
  const file = new File(["%PDF-1.4"], "prices.pdf", { type: "application/pdf" });

  it("carries the fields under the names the server reads", () => {
    const form = sendQuoteFormData({
      kind: "individual",
      taxPreparationId: 42,
      price: 249.5,
      file,
      attachStandardPricingList: false,
      message: null,
      turnaroundDays: null,
    });
    expect(form.get("isIndividual")).toBe("true");
    expect(form.get("taxPreparationId")).toBe("42");
    expect(form.get("price")).toBe("249.5");
    expect(form.get("attachStandardPricingList")).toBe("false");
    const sent = form.get("priceListAttachment");
    expect(sent).toBeInstanceOf(File);
    expect(sent instanceof File ? sent.name : null).toBe("prices.pdf");
  });

  it("leaves the file out when the standard pricing list goes instead", () => {
    const form = sendQuoteFormData({
      kind: "business",
      taxPreparationId: 7,
      price: 1200,
      file,
      attachStandardPricingList: true,
      message: null,
      turnaroundDays: null,
    });
    expect(form.get("isIndividual")).toBe("false");
    expect(form.get("attachStandardPricingList")).toBe("true");
    expect(form.has("priceListAttachment")).toBe(false);
  });

  it("sends no file when none was chosen", () => {
    const form = sendQuoteFormData({
      kind: "individual",
      taxPreparationId: 7,
      price: 100,
      file: null,
      attachStandardPricingList: false,
      message: null,
      turnaroundDays: null,
    });
    expect(form.has("priceListAttachment")).toBe(false);
  });

  it("sends the note trimmed and the turnaround when given, and leaves both out when not", () => {
    const base = {
      kind: "individual",
      taxPreparationId: 7,
      price: 100,
      file: null,
      attachStandardPricingList: false,
    } as const;
    const given = sendQuoteFormData({ ...base, message: "  I can start Monday.  ", turnaroundDays: 12 });
    expect(given.get("message")).toBe("I can start Monday.");
    expect(given.get("turnaroundDays")).toBe("12");
    const blank = sendQuoteFormData({ ...base, message: "   ", turnaroundDays: null });
    expect(blank.has("message")).toBe(false);
    expect(blank.has("turnaroundDays")).toBe(false);
  });
});
