/** Where the signed-in person's token lives (`localStorage.USER_TOKEN`, where the existing client keeps it
 * too). */
export const USER_TOKEN = "USER_TOKEN";

/** sessionStorage key of the in-app path to return to after signing in. */
export const RETURN_PATH_AFTER_LOGIN = "RETURN_PATH_AFTER_LOGIN";

export const LOGIN_PATH = "/login";

const tokenListeners = new Set<() => void>();

/** Calls `listener` whenever this tab sets or clears the token; returns the unsubscribe function. */
export function onTokenChange(listener: () => void): () => void {
  tokenListeners.add(listener);
  return () => {
    tokenListeners.delete(listener);
  };
}

function notifyTokenChange(): void {
  for (const listener of [...tokenListeners]) listener();
}

export function getToken(): string | null {
  return localStorage.getItem(USER_TOKEN);
}

export function setToken(token: string): void {
  localStorage.setItem(USER_TOKEN, token);
  notifyTokenChange();
}

export function clearToken(): void {
  const had = localStorage.getItem(USER_TOKEN) !== null;
  localStorage.removeItem(USER_TOKEN);
  if (had) notifyTokenChange();
}

/** Only same-origin app paths are kept, so a stored value can never send someone off-site. */
export function isSafeReturnPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

function isLoginPath(path: string): boolean {
  return path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`) || path.startsWith(`${LOGIN_PATH}/`);
}

export function rememberReturnPath(path: string): void {
  if (isSafeReturnPath(path) && !isLoginPath(path)) {
    sessionStorage.setItem(RETURN_PATH_AFTER_LOGIN, path);
  }
}

/** The remembered path, removed from storage; `fallback` when none (or an unsafe one) was stored. */
export function takeReturnPath(fallback = "/"): string {
  const path = sessionStorage.getItem(RETURN_PATH_AFTER_LOGIN);
  sessionStorage.removeItem(RETURN_PATH_AFTER_LOGIN);
  return path !== null && isSafeReturnPath(path) ? path : fallback;
}
