/**
 * The signer's link key lives in the address's fragment (`#key=…`) so that it never reaches a server
 * log. It is read once, then taken out of the address bar so that copying the address does not share
 * it, and kept in memory for the page's calls (also across a re-mount, e.g. after signing out).
 */
const keysBySigner = new Map<number, string>();

/** The key in a fragment such as `#key=abc`, or null. */
export function keyOfFragment(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, "")).get("key")?.trim() ?? "";
  return key === "" ? null : key;
}

/**
 * The signer's key: from the address when it carries one (which is then removed from the address bar,
 * leaving the path and query), else the one read earlier on this page, else undefined (a signed-in
 * signer needs none).
 */
export function takeSigningKey(signerId: number): string | undefined {
  const fromAddress = keyOfFragment(window.location.hash);
  if (fromAddress !== null) {
    keysBySigner.set(signerId, fromAddress);
    const { pathname, search } = window.location;
    // The router's own state is kept, so going back and forward still works.
    window.history.replaceState(window.history.state, "", `${pathname}${search}`);
  }
  return keysBySigner.get(signerId);
}

/** For tests: forgets the keys read so far. */
export function forgetSigningKeys(): void {
  keysBySigner.clear();
}
