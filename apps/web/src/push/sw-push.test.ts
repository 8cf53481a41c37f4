import { describe, expect, it, vi } from "vitest";
import { type PushWorkerScope, registerPushHandlers } from "./sw-push";

function fakeScope() {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; data: unknown }[] = [];
  const opened: string[] = [];
  const scope = {
    location: { origin: "https://taxlane.example" },
    registration: {
      showNotification: async (title: string, options: { data: unknown }) =>
        void shown.push({ title, data: options.data }),
    },
    clients: { matchAll: async () => [], openWindow: async (url: string) => opened.push(url) },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  } as unknown as PushWorkerScope;
  registerPushHandlers(scope);
  return { listeners, shown, opened };
}

describe("the worker's push handling", () => {
  it("shows the title and opens the app path on a click", async () => {
    const { listeners, shown, opened } = fakeScope();
    const waits: Promise<unknown>[] = [];
    const waitUntil = (promise: Promise<unknown>) => waits.push(promise);
    listeners.get("push")?.({
      data: { json: () => ({ title: "You have a new message", path: "/user/messages/7" }) },
      waitUntil,
    });
    await Promise.all(waits);
    expect(shown).toEqual([{ title: "You have a new message", data: { path: "/user/messages/7" } }]);
    const close = vi.fn();
    listeners.get("notificationclick")?.({ notification: { data: shown[0]?.data, close }, waitUntil });
    await Promise.all(waits);
    expect(close).toHaveBeenCalled();
    expect(opened).toEqual(["https://taxlane.example/user/messages/7"]);
  });

  it("opens only paths of this site", async () => {
    const { listeners, opened } = fakeScope();
    const waits: Promise<unknown>[] = [];
    listeners.get("notificationclick")?.({
      notification: { data: { path: "//evil.example/x" }, close: () => {} },
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    await Promise.all(waits);
    expect(opened).toEqual(["https://taxlane.example/"]);
  });
});
