/**
 * Which navigations the service worker answers with the app's own page (index.html from its
 * precache), so the signed-in areas open with no network. Everything else goes to the network as if
 * there were no worker: the public pages, whose head the server writes per path for crawlers and
 * link previews; the API; file downloads; the unsubscribe links in e-mails; sockets and feeds.
 */
export const APP_SHELL_PATHS: RegExp[] = [
  /^\/app\/?$/,
  /^\/(user|organizer|admin)(\/|$)/i,
  // `/expert` itself is the public landing for professionals; the area is below it.
  /^\/expert\/./i,
];

/** Never the app's page, even below an app area: these are the server's own answers. */
export const SERVER_ONLY_PATHS: RegExp[] = [
  /^\/api(\/|$)/i,
  /^\/files?(\/|$)/i,
  /^\/(newsletter\/)?unsubscribe(\/|$)/i,
  /^\/(chat|ws)(\/|$)/i,
  // A path with a file extension names a file (sitemap.xml, a download), never a page of the app.
  /\.[a-z0-9]+$/i,
];

/** What the worker does for a navigation to `pathname`, as workbox decides with the two lists. */
export function opensAppShell(pathname: string): boolean {
  if (SERVER_ONLY_PATHS.some((pattern) => pattern.test(pathname))) return false;
  return APP_SHELL_PATHS.some((pattern) => pattern.test(pathname));
}
