/**
 * The push half of the service worker, built on its own as `/push-worker.js` (vite.config.ts) and
 * loaded by the generated worker with `importScripts`, so workbox keeps writing the precache and the
 * navigation rules while pushes are shown and their clicks open the app.
 */
import { type PushWorkerScope, registerPushHandlers } from "./sw-push";

registerPushHandlers(self as unknown as PushWorkerScope);
