import type { InvoiceStatus } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { type InvoiceMove, invoiceMove } from "./invoice-state";

const moves: InvoiceMove[] = ["update", "send", "delete", "void"];

describe("which moves each invoice status allows", () => {
  it("lets a draft be changed, sent or deleted, but not voided", () => {
    expect(invoiceMove("draft", "update", 0)).toEqual({ ok: true, to: "draft" });
    expect(invoiceMove("draft", "send", 0)).toEqual({ ok: true, to: "sent" });
    expect(invoiceMove("draft", "delete", 0)).toEqual({ ok: true, to: "deleted" });
    expect(invoiceMove("draft", "void", 0)).toEqual({ ok: false, refusal: "draftNotVoided" });
  });

  it("lets a sent invoice only be voided, and says why each other move is refused", () => {
    expect(invoiceMove("sent", "void", 0)).toEqual({ ok: true, to: "void" });
    expect(invoiceMove("sent", "update", 0)).toEqual({ ok: false, refusal: "notDraft" });
    expect(invoiceMove("sent", "send", 0)).toEqual({ ok: false, refusal: "alreadySent" });
    expect(invoiceMove("sent", "delete", 0)).toEqual({ ok: false, refusal: "sentNotDeleted" });
  });

  it("voids nothing money was paid on: refund first", () => {
    expect(invoiceMove("sent", "void", 1)).toEqual({ ok: false, refusal: "refundFirst" });
    expect(invoiceMove("partly-paid", "void", 5_000)).toEqual({ ok: false, refusal: "refundFirst" });
    expect(invoiceMove("paid", "void", 48_000)).toEqual({ ok: false, refusal: "refundFirst" });
  });

  it("keeps paid and void invoices final", () => {
    for (const move of ["update", "send", "delete"] as const)
      expect(invoiceMove("paid", move, 48_000)).toEqual({ ok: false, refusal: "isFinal" });
    for (const move of moves) expect(invoiceMove("void", move, 0)).toEqual({ ok: false, refusal: "isFinal" });
  });

  it("never deletes anything but a draft", () => {
    const statuses: InvoiceStatus[] = ["sent", "partly-paid", "paid", "void"];
    for (const status of statuses) expect(invoiceMove(status, "delete", 0).ok).toBe(false);
  });
});
