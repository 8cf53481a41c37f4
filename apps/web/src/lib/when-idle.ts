/**
 * Runs `work` once the page is first idle (within `timeout` ms at the latest), for what a page will
 * soon need but should not make its first paint wait for. Answers a function that cancels it.
 */
export function whenIdle(work: () => void, timeout = 5000): () => void {
  if (typeof window.requestIdleCallback !== "function") {
    const timer = window.setTimeout(work, Math.min(timeout, 2000));
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(work, { timeout });
  return () => window.cancelIdleCallback(handle);
}
