import { registerSW } from "virtual:pwa-register";
import { announceUpdate } from "./update-state";

/** An open tab asks the server for a newer worker this often, as well as on every load. */
const UPDATE_CHECK_MS = 60 * 60_000;

let registered = false;

/**
 * Registers the service worker (built by vite-plugin-pwa; see vite.config.ts), once a page load. A new
 * version waits until the person chooses to reload (UpdateNotice), so no page changes code under their
 * hands.
 */
export function registerWorker(): void {
  if (registered || !("serviceWorker" in navigator)) return;
  registered = true;
  const updateWorker = registerSW({
    onNeedRefresh: () => announceUpdate(() => updateWorker(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration === undefined) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}
