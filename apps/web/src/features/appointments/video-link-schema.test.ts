import { appointmentTexts } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { schemaMessage } from "../../lib/form-rules";
import { videoLinkUrlSchema } from "./video-link-schema";

describe("the meeting address's check", () => {
  it("takes an https address or nothing, and refuses anything else in the contract's words", () => {
    expect(schemaMessage(videoLinkUrlSchema, "https://zoom.us/j/123")).toBeNull();
    expect(schemaMessage(videoLinkUrlSchema, "")).toBeNull();
    expect(schemaMessage(videoLinkUrlSchema, "http://zoom.us/j/1")).toBe(appointmentTexts.videoLinkInvalid);
  });
});
