/**
 * Whether the page was opened by a name of the server's own machine: the API only shows the dev
 * mailbox to such a browser, so elsewhere its absence means "read it there", not "there is none".
 */
export function isThisMachine(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return name === "localhost" || name === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}
