import type { UserNotification } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { bellLabel, fullDateText, relativeTimeText, unreadCount } from "./notification-text";

const now = Date.parse("2026-03-10T12:00:00.000Z");
const ago = (ms: number) => new Date(now - ms).toISOString();
const minutes = 60_000;
const hours = 60 * minutes;
const days = 24 * hours;

const notification = (id: number, isRead: boolean): UserNotification => ({
  id,
  isRead,
  title: "New quote",
  description: "",
  link: null,
  createdDate: ago(0),
});

describe("notification texts", () => {
  it("counts the unread ones and names the bell after them", () => {
    expect(unreadCount(undefined)).toBe(0);
    expect(unreadCount([notification(1, false), notification(2, true), notification(3, false)])).toBe(2);
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(1)).toBe("Notifications, 1 unread");
    expect(bellLabel(12)).toBe("Notifications, 12 unread");
  });

  it("says how long ago, in the largest whole unit", () => {
    expect(relativeTimeText(ago(20_000), now)).toBe("just now");
    expect(relativeTimeText(ago(-30_000), now)).toBe("just now");
    expect(relativeTimeText(ago(1 * minutes), now)).toBe("1 minute ago");
    expect(relativeTimeText(ago(59 * minutes), now)).toBe("59 minutes ago");
    expect(relativeTimeText(ago(2 * hours + 10 * minutes), now)).toBe("2 hours ago");
    expect(relativeTimeText(ago(30 * hours), now)).toBe("yesterday");
    expect(relativeTimeText(ago(3 * days), now)).toBe("3 days ago");
    expect(relativeTimeText(ago(15 * days), now)).toBe("2 weeks ago");
    expect(relativeTimeText(ago(65 * days), now)).toBe("2 months ago");
    expect(relativeTimeText(ago(800 * days), now)).toBe("2 years ago");
    expect(relativeTimeText("not a date", now)).toBe("");
  });

  it("gives the full date for the tooltip", () => {
    expect(fullDateText("2026-03-04T15:05:00.000Z", "UTC")).toBe("Mar 4, 2026, 3:05 PM");
    expect(fullDateText("nope", "UTC")).toBe("");
  });
});
