import { onlineManager, type Query, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { onTokenChange, USER_TOKEN } from "../../lib/session";
import { readTokenPayload } from "../../lib/token";
import { liveToken } from "../../lib/use-session-token";
import { CURRENT_USER_KEY_ROOT, type KeptKind, keptData, keptKind } from "./kept-queries";
import { indexedDbStore, type KeptAnswer, memoryStore, type OfflineStore } from "./offline-store";

/** The shape of the kept answers; a snapshot of another version is dropped. */
export const SNAPSHOT_VERSION = 1;
/** A session lasts seven days: a snapshot older than that belongs to one that has ended. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60_000;
/** Answers change in bursts (a page's queries, a refetch on reconnect): one save a second at most. */
export const SAVE_DELAY_MS = 1_000;
/** The first page waits this long at most for the kept answers; a slow disk never blocks it. */
const RESTORE_WAIT_MS = 1_500;

/** The account a session token is for (its `sub`), or `null` when signed out. */
export function accountOf(token: string | null): string | null {
  const sub = token === null ? undefined : readTokenPayload(token)?.sub;
  return typeof sub === "number" || typeof sub === "string" ? String(sub) : null;
}

function answerOf(kind: KeptKind, query: Query): KeptAnswer {
  // The session's token is part of the signed-in person's key; it is put back on restore.
  const queryKey: QueryKey = kind === "currentUser" ? [...CURRENT_USER_KEY_ROOT] : query.queryKey;
  return { queryKey, data: keptData(kind, query.state.data), fetchedAt: query.state.dataUpdatedAt };
}

/**
 * The answers to keep, as the cache holds them now: the kept kinds' successful answers fetched
 * after `since`, and of the conversations only `openedThread` (else the one fetched last).
 */
export function keptAnswers(queryClient: QueryClient, openedThread?: string, since = 0): KeptAnswer[] {
  const answers: KeptAnswer[] = [];
  const threads: Query[] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const kind = keptKind(query.queryKey);
    const { status, data, dataUpdatedAt } = query.state;
    if (kind === undefined || status !== "success" || data === undefined || dataUpdatedAt <= since) continue;
    if (kind === "thread") threads.push(query);
    else answers.push(answerOf(kind, query));
  }
  const thread =
    threads.find((query) => query.queryHash === openedThread) ??
    threads.reduce<Query | undefined>(
      (latest, query) => (query.state.dataUpdatedAt > (latest?.state.dataUpdatedAt ?? -1) ? query : latest),
      undefined,
    );
  if (thread !== undefined) answers.push(answerOf("thread", thread));
  return answers;
}

const isCurrentUserRoot = (key: QueryKey) =>
  key.length === CURRENT_USER_KEY_ROOT.length && CURRENT_USER_KEY_ROOT.every((part, at) => key[at] === part);

/**
 * Puts the kept answers back into the cache, for the signed-in account only: signed out, another
 * account's, too old or of an older shape, they are deleted instead. An answer the cache already
 * holds newer stays.
 */
const online = () => typeof navigator === "undefined" || navigator.onLine !== false;

export async function restoreKept(queryClient: QueryClient, store: OfflineStore, now = Date.now()) {
  const token = liveToken(now);
  const account = accountOf(token);
  if (token === null || account === null) return store.clear();
  const snapshot = await store.read();
  if (snapshot === undefined) return;
  const stale = now - snapshot.savedAt > KEPT_FOR_MS;
  if (snapshot.version !== SNAPSHOT_VERSION || snapshot.accountId !== account || stale) return store.clear();
  for (const answer of snapshot.answers) {
    // The person's trimmed copy (no phone, no photo) stands in only offline, for the areas' guard: online
    // a form filled from it would show their phone number empty.
    if (isCurrentUserRoot(answer.queryKey) && online()) continue;
    const queryKey = isCurrentUserRoot(answer.queryKey) ? [...answer.queryKey, token] : answer.queryKey;
    if (keptKind(queryKey) === undefined) continue;
    if ((queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0) >= answer.fetchedAt) continue;
    queryClient.setQueryData(queryKey, answer.data, { updatedAt: answer.fetchedAt });
    // Shown at once, but never taken for fresh: a page that mounts asks the server again (a reload
    // seconds after a change must show the change, not the copy kept before it).
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: "none" });
  }
}

/**
 * Keeps the kept answers in `store` as they change, for the signed-in account. Signing out (here or
 * in another tab), a session ending and switching accounts delete them at once. Returns the stop.
 */
export function keepOfflineCopies(
  queryClient: QueryClient,
  store: OfflineStore,
  { saveDelayMs = SAVE_DELAY_MS }: { saveDelayMs?: number } = {},
): () => void {
  let account = accountOf(liveToken());
  // Answers fetched before the account changed are the previous account's: never saved as the new one's.
  let accountSince = 0;
  let openedThread: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = async () => {
    const current = accountOf(liveToken());
    const answers = current === null ? [] : keptAnswers(queryClient, openedThread, accountSince);
    if (current === null || answers.length === 0) return store.clear();
    await store.write({ version: SNAPSHOT_VERSION, accountId: current, savedAt: Date.now(), answers });
  };
  const scheduleSave = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      // A full disk or a private window without IndexedDB: the app works on, offline without copies.
      save().catch(() => undefined);
    }, saveDelayMs);
  };

  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    const kind = keptKind(event.query.queryKey);
    if (kind === undefined) return;
    if (kind === "thread" && event.type === "observerAdded") {
      openedThread = event.query.queryHash;
      scheduleSave();
    }
    if ((event.type === "updated" && event.action.type === "success") || event.type === "removed")
      scheduleSave();
  });

  const accountChanged = () => {
    const next = accountOf(liveToken());
    if (next === account) return;
    account = next;
    accountSince = Date.now();
    openedThread = undefined;
    clearTimeout(timer);
    timer = undefined;
    store.clear().catch(() => undefined);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_TOKEN) accountChanged();
  };
  const stopToken = onTokenChange(accountChanged);
  window.addEventListener("storage", onStorage);
  return () => {
    clearTimeout(timer);
    stopCache();
    stopToken();
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * main.tsx's start: the kept answers back in the cache, then kept as they change. A signed-in start
 * waits for them briefly, so an offline start shows them on the first paint; a visitor's does not
 * wait (any copies left from a session that ended are deleted meanwhile).
 */
export async function startOfflineCopies(queryClient: QueryClient): Promise<void> {
  // React Query takes the browser for online until an "offline" event comes, and none comes to a page
  // opened offline: it would ask the server, fail, and show an error where the kept answers belong.
  if (!online()) onlineManager.setOnline(false);
  const store = typeof indexedDB === "undefined" ? memoryStore() : indexedDbStore();
  const restored = restoreKept(queryClient, store).catch(() => undefined);
  if (liveToken() !== null) {
    await Promise.race([restored, new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);
  }
  keepOfflineCopies(queryClient, store);
}
