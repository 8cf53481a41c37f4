import { describe, expect, it } from "vitest";
import { canSend, clientIdsOf, type OutgoingMessage, outboxReducer, pendingFor } from "./outbox";

const outgoing = (clientMessageId: string, connectionId = 7): OutgoingMessage => ({
  clientMessageId,
  connectionId,
  text: `Hello ${clientMessageId}`,
  files: [],
  status: "sending",
  createdAt: "2026-03-01T10:00:00Z",
});

describe("outbox", () => {
  it("keeps a failed message with why, and a retry sends it again under the same id", () => {
    let outbox = outboxReducer([], { type: "queued", message: outgoing("a") });
    outbox = outboxReducer(outbox, { type: "failed", clientMessageId: "a", problem: "Network down" });
    expect(outbox).toEqual([{ ...outgoing("a"), status: "failed", problem: "Network down" }]);
    outbox = outboxReducer(outbox, { type: "retrying", clientMessageId: "a" });
    expect(outbox[0]?.status).toBe("sending");
    expect(outbox[0]?.clientMessageId).toBe("a");
    expect(outbox[0]?.problem).toBeUndefined();
  });

  it("drops a message once delivered or discarded, and queues one id once", () => {
    let outbox = outboxReducer([], { type: "queued", message: outgoing("a") });
    outbox = outboxReducer(outbox, { type: "queued", message: outgoing("b") });
    outbox = outboxReducer(outbox, { type: "queued", message: outgoing("b") });
    expect(outbox.map((item) => item.clientMessageId)).toEqual(["a", "b"]);
    outbox = outboxReducer(outbox, { type: "delivered", clientMessageId: "a" });
    outbox = outboxReducer(outbox, { type: "discarded", clientMessageId: "b" });
    expect(outbox).toEqual([]);
  });

  it("shows a conversation's own outgoing messages until the thread holds their stored copy", () => {
    const outbox = [outgoing("a"), outgoing("b"), outgoing("c", 8)];
    const held = clientIdsOf([{ clientMessageId: "a" }, { clientMessageId: null }, {}]);
    expect(pendingFor(outbox, 7, held).map((item) => item.clientMessageId)).toEqual(["b"]);
  });

  it("sends text or files, not an empty message", () => {
    expect(canSend("  \n ", [])).toBe(false);
    expect(canSend(" hi ", [])).toBe(true);
    expect(canSend("", [new File(["x"], "x.pdf")])).toBe(true);
  });
});
