/**
 * The service worker's push handling, imported by the worker (`apps/web/src/sw*`): shows the push's
 * title and opens its app path when clicked. The payload is `{ title, path }` only (no tax data).
 * Typed by what it uses, so it builds without the WebWorker library.
 */
interface PushPayload {
  title: string;
  path: string;
}

interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}
interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface NotificationClickLike extends ExtendableEventLike {
  notification: { data: unknown; close(): void };
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
export interface PushWorkerScope {
  location: { origin: string };
  registration: {
    showNotification(title: string, options: { body?: string; data: unknown; tag?: string }): Promise<void>;
  };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClickLike) => void): void;
}

/** A same-origin app path, or the home page for anything else. */
function appPath(value: unknown): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : "/";
}

function payloadOf(event: PushEventLike): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    return typeof data?.title === "string" ? { title: data.title, path: appPath(data.path) } : null;
  } catch {
    return null;
  }
}

export function registerPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener("push", (event) => {
    const payload = payloadOf(event);
    if (!payload) return;
    event.waitUntil(scope.registration.showNotification(payload.title, { data: { path: payload.path } }));
  });
  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data as { path?: unknown } | null;
    const url = new URL(appPath(data?.path), scope.location.origin).href;
    event.waitUntil(
      scope.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (windows) => {
        const open = windows.find((client) => client.url.startsWith(scope.location.origin));
        if (!open) return scope.clients.openWindow(url);
        await open.navigate(url);
        return open.focus();
      }),
    );
  });
}
