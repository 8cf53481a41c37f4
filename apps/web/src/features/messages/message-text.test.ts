import { describe, expect, it } from "vitest";
import {
  fileSizeText,
  isPreviewableImage,
  lastMessageText,
  messageTimeText,
  unreadText,
} from "./message-text";

describe("message texts", () => {
  it("writes sizes as people read them", () => {
    expect(fileSizeText(512)).toBe("512 B");
    expect(fileSizeText(2048)).toBe("2.0 KB");
    expect(fileSizeText(150 * 1024)).toBe("150 KB");
    expect(fileSizeText(3.4 * 1024 * 1024)).toBe("3.4 MB");
    expect(fileSizeText(undefined)).toBe("");
  });

  it("dates a message by time today, by day this year, in full before", () => {
    const now = new Date(2026, 2, 10, 15, 0);
    expect(messageTimeText(new Date(2026, 2, 10, 9, 5).toISOString(), now)).toBe("9:05 AM");
    expect(messageTimeText(new Date(2026, 0, 2, 9, 5).toISOString(), now)).toBe("Jan 2, 9:05 AM");
    expect(messageTimeText(new Date(2025, 0, 2, 9, 5).toISOString(), now)).toBe("Jan 2, 2025");
    expect(messageTimeText("not a date", now)).toBe("");
    expect(lastMessageText(null, now)).toBe("No messages yet");
  });

  it("counts unread messages in words and knows which files preview", () => {
    expect(unreadText(1)).toBe("1 unread message");
    expect(unreadText(4)).toBe("4 unread messages");
    expect(isPreviewableImage("image/png", "x.bin")).toBe(true);
    expect(isPreviewableImage("application/pdf", "x.png")).toBe(false);
    expect(isPreviewableImage(undefined, "photo.JPG")).toBe(true);
  });
});
