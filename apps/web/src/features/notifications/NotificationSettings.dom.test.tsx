import { endpoints, type NotificationPreference, type PhoneStatus } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { NotificationsPage } from "./NotificationsPage";

const ENDPOINT = "https://push.example/subscription/1";
const noPhone: PhoneStatus = { phone: null, verified: false, stopped: false, codePending: false };
const messagesBox = (channel: string) =>
  screen.getByRole("checkbox", { name: `${channel}: New messages from the other side of a job` });

/** A browser with push: a worker registration whose PushManager subscribes, and permission granted. */
function fakeBrowserPush() {
  const unsubscribe = vi.fn(async () => true);
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: "BNcR-key", auth: "tBHI-auth" } }),
    unsubscribe,
  };
  let current: typeof subscription | null = null;
  const subscribe = vi.fn(async () => {
    current = subscription;
    return subscription;
  });
  const pushManager = { getSubscription: async () => current, subscribe };
  const notification = { permission: "default", requestPermission: vi.fn(async () => "granted") };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  for (const [name, value] of [
    ["PushManager", class {}],
    ["Notification", notification],
  ] as const) {
    vi.stubGlobal(name, value);
    Object.defineProperty(window, name, { configurable: true, writable: true, value });
  }
  return { subscribe, unsubscribe, notification };
}

function answerPreferences(initial: NotificationPreference[]) {
  let list = initial;
  const saved: unknown[] = [];
  server.use(
    answer(endpoints.user.getUserNotifications, () => []),
    answer(endpoints.user.getNotificationPreferences, () => list),
    answer(endpoints.user.setNotificationPreference, ({ body }) => {
      saved.push(body);
      const change = body as NotificationPreference;
      list = list.map((preference) =>
        preference.kind === change.kind ? { ...preference, ...change } : preference,
      );
      return list;
    }),
  );
  return saved;
}

const preferences: NotificationPreference[] = [
  { kind: "messages", channel: "email", push: false, text: false },
  { kind: "security", channel: "email", push: false, text: false },
];

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of ["PushManager", "Notification"]) Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("the notification settings: push on this device", () => {
  let devices: { id: number; label: string; createdDate: string; lastSuccessDate: null }[];
  beforeEach(() => {
    devices = [];
    server.use(
      answer(endpoints.notifications.phone, () => noPhone),
      answer(endpoints.notifications.pushDevices, () => devices),
      answer(endpoints.notifications.pushPublicKey, () => ({ publicKey: "AQID" })),
    );
  });

  it("keeps a kind's push box shut until the device subscribes, then saves the kind's push", async () => {
    const browser = fakeBrowserPush();
    const sent: unknown[] = [];
    const removed: unknown[] = [];
    server.use(
      answer(endpoints.notifications.subscribePush, ({ body }) => {
        sent.push(body);
        devices = [{ id: 1, label: "Push on this device", createdDate: "2026-12-04", lastSuccessDate: null }];
        return devices;
      }),
      answer(endpoints.notifications.unsubscribePush, ({ body }) => {
        removed.push(body);
        devices = [];
        return devices;
      }),
    );
    const saved = answerPreferences(preferences);
    const user = userEvent.setup({ delay: null });
    renderWithApp(<NotificationsPage />);

    expect(await screen.findByText(t("channels.pushOff"))).toBeTruthy();
    await screen.findByRole("table");
    expect((messagesBox("Push") as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(t("channels.pushThisDeviceNotSubscribed"))).toBeTruthy();
    // The security mail is never pushed nor turned off.
    const securityPush = screen.getByRole("checkbox", { name: /^Push: Security/ }) as HTMLInputElement;
    expect(securityPush.disabled).toBe(true);

    await user.click(screen.getByRole("button", { name: t("channels.turnOnPush") }));
    expect(await screen.findByText(t("channels.pushOn"))).toBeTruthy();
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([1, 2, 3]),
    });
    expect(sent).toEqual([{ endpoint: ENDPOINT, keys: { p256dh: "BNcR-key", auth: "tBHI-auth" } }]);

    await waitFor(() => expect((messagesBox("Push") as HTMLInputElement).disabled).toBe(false));
    await user.click(messagesBox("Push"));
    await waitFor(() => expect((messagesBox("Push") as HTMLInputElement).checked).toBe(true));
    // Push alone is sent: the kind's mail stays as it was.
    expect(saved).toEqual([{ kind: "messages", channel: "email", push: true }]);

    await user.click(screen.getByRole("button", { name: t("channels.turnOffPush") }));
    expect(await screen.findByText(t("channels.pushOff"))).toBeTruthy();
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(removed).toEqual([{ endpoint: ENDPOINT }]);
  });

  it("opens the push column for this device only, subscribed from the table's hint", async () => {
    const browser = fakeBrowserPush();
    // Another device of the person's receives pushes; this one does not yet.
    devices = [{ id: 1, label: "Phone", createdDate: "2026-12-01", lastSuccessDate: null }];
    server.use(
      answer(endpoints.notifications.subscribePush, () => {
        devices = [...devices, { id: 2, label: "Laptop", createdDate: "2026-12-04", lastSuccessDate: null }];
        return devices;
      }),
    );
    const saved = answerPreferences([
      { kind: "messages", channel: "email", push: false, text: false },
      { kind: "todo", channel: "email", push: true, text: false },
    ]);
    const user = userEvent.setup({ delay: null });
    renderWithApp(<NotificationsPage />);
    await screen.findByRole("table");
    const todoPush = () =>
      screen.getByRole("checkbox", { name: "Push: New to-do items" }) as HTMLInputElement;
    expect(await screen.findByText(t("channels.pushThisDeviceNotSubscribed"))).toBeTruthy();
    expect((messagesBox("Push") as HTMLInputElement).disabled).toBe(true);
    // Push chosen on the other device can still be unticked here.
    expect(todoPush().disabled).toBe(false);

    await user.click(screen.getByRole("button", { name: t("channels.subscribeThisDevice") }));
    await waitFor(() => expect((messagesBox("Push") as HTMLInputElement).disabled).toBe(false));
    expect(browser.subscribe).toHaveBeenCalled();
    expect(screen.queryByText(t("channels.pushThisDeviceNotSubscribed"))).toBeNull();
    expect(screen.getByText(t("channels.pushOn"))).toBeTruthy();
    await user.click(todoPush());
    await waitFor(() => expect(saved).toEqual([{ kind: "todo", channel: "email", push: false }]));
  });

  it("keeps the app and e-mail choices as one channel: e-mail off leaves the app", async () => {
    const saved = answerPreferences(preferences);
    renderWithApp(<NotificationsPage />);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole("checkbox", { name: /^E-mail: New/ }));
    await waitFor(() => expect(saved).toEqual([{ kind: "messages", channel: "in-app" }]));
  });

  it("says so when the browser cannot receive pushes", async () => {
    answerPreferences(preferences);
    renderWithApp(<NotificationsPage />);
    expect(await screen.findByText(t("channels.pushUnsupported"))).toBeTruthy();
    expect(screen.queryByRole("button", { name: t("channels.turnOnPush") })).toBeNull();
  });
});

describe("the notification settings: a number for texts", () => {
  it("sends a code with the consent shown, tells a wrong code, and opens the text column when verified", async () => {
    let status = noPhone;
    const started: unknown[] = [];
    server.use(
      answer(endpoints.notifications.pushDevices, () => []),
      answer(endpoints.notifications.phone, () => status),
      answer(endpoints.notifications.startPhone, ({ body }) => {
        started.push(body);
        status = { phone: "+14155550123", verified: false, stopped: false, codePending: true };
        return status;
      }),
      answer(endpoints.notifications.verifyPhone, ({ body }) => {
        if ((body as { code: string }).code !== "123456") {
          return refusal(400, "Check the code.", [{ field: "code", message: t("channels.codeWrong") }]);
        }
        status = { phone: "+14155550123", verified: true, stopped: false, codePending: false };
        return status;
      }),
    );
    answerPreferences(preferences);
    const user = userEvent.setup({ delay: null });
    renderWithApp(<NotificationsPage />);

    const send = await screen.findByRole("button", { name: t("channels.sendCode") });
    await screen.findByRole("table");
    expect((messagesBox("Text") as HTMLInputElement).disabled).toBe(true);
    await user.type(screen.getByLabelText(t("channels.phoneLabel")), "(415) 555-0123");
    expect((send as HTMLButtonElement).disabled).toBe(true);
    // The very words the API records as agreed to.
    await user.click(screen.getByRole("checkbox", { name: t("channels.textConsent") }));
    await user.click(send);
    expect(await screen.findByText(t("channels.codeSent", { phone: "+14155550123" }))).toBeTruthy();
    expect(started).toEqual([{ phone: "(415) 555-0123", consent: true }]);

    const code = screen.getByLabelText(t("channels.codeLabel"));
    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: t("channels.verify") }));
    expect(await screen.findByText(t("channels.codeWrong"))).toBeTruthy();

    await user.clear(code);
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: t("channels.verify") }));
    expect(await screen.findByText(t("channels.phoneVerified", { phone: "+14155550123" }))).toBeTruthy();
    await waitFor(() => expect((messagesBox("Text") as HTMLInputElement).disabled).toBe(false));
  });
});
