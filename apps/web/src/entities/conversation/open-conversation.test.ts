import { describe, expect, it } from "vitest";
import { EXPERT_ROLE, TAXPAYER_ROLE } from "../account";
import { conversationPath } from "./open-conversation";

describe("conversationPath", () => {
  it("opens the conversation on the messages page of the person's own area", () => {
    expect(conversationPath(TAXPAYER_ROLE, 12)).toBe("/user/messages?c=12");
    expect(conversationPath(EXPERT_ROLE, 12)).toBe("/expert/messages?c=12");
    expect(conversationPath(undefined, 12)).toBeNull();
  });
});
