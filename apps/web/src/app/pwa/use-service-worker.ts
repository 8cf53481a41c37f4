import { useEffect } from "react";

/**
 * Installs the service worker once a signed-in area or the sign-in pages open. Its precache holds every
 * route's code (about 1.6 MB compressed in 550 files), which a person working in the app uses offline;
 * a visitor reading the public pages would only pay for it. Loaded apart, so the public pages carry none of its code.
 * A failed load (offline, an older deploy's chunk gone) leaves the page as it is: the worker is tried
 * again on the next visit.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    import("./register-worker").then(({ registerWorker }) => registerWorker()).catch(() => undefined);
  }, []);
}
