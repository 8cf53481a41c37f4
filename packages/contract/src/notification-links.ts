/** Where a notification leads, free of zod so every signed-in page can link one without loading a schema. */

/**
 * A notification's `link` as stored and sent: an app path without its leading slash
 * ("user/quotes"), as an existing client prefixes "/" itself.
 */
export function notificationLink(path: string): string {
  return path.replace(/^\/+/, "");
}

/** Where a notification's `link` leads in the app: the path with its leading slash. */
export function notificationHref(link: string): string {
  return `/${notificationLink(link)}`;
}
