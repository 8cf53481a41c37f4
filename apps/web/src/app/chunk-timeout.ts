import { CHUNK_LOAD_TIMEOUT_MS } from "@taxlane/contract";
import { layout } from "@taxlane/contract/i18n/local/layout";
import type { RouteObject } from "react-router";

/** What the error screen says when a page's code did not arrive in time. */
export const chunkTimeoutText = layout.chunkTimeout;

/**
 * Settles as `load` does, or fails once `limitMs` passes first. A download of a page's script or
 * styles that stalls would otherwise leave the navigation pending with no word to the person.
 */
export function loadWithin<T>(load: () => Promise<T>, limitMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(chunkTimeoutText)), limitMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The routes with every `lazy` module held to the time limit (120 seconds). */
export function withChunkTimeouts(routes: RouteObject[], limitMs = CHUNK_LOAD_TIMEOUT_MS): RouteObject[] {
  return routes.map((route) => {
    const { lazy } = route;
    const timed = typeof lazy === "function" ? { lazy: () => loadWithin(lazy, limitMs) } : {};
    if (route.index === true || route.children === undefined) return { ...route, ...timed };
    return { ...route, ...timed, children: withChunkTimeouts(route.children, limitMs) };
  });
}
