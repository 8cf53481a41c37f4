import { onlineManager, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import { Alert } from "antd";
import { useCallback, useSyncExternalStore } from "react";
import { dateTimeText } from "../../lib/format";
import { keptKind } from "./kept-queries";

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
const onlineOnServer = () => true;

/** Whether the browser is online, as React Query sees it (it pauses queries while it is not). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, onlineOnServer);
}

/**
 * When the oldest kept list the cache holds was fetched, or `undefined` when it holds none: what an
 * offline page shows is at least that fresh. Who is signed in does not count; no page lists it.
 */
export function oldestKeptAt(queryClient: QueryClient): number | undefined {
  let oldest: number | undefined;
  for (const query of queryClient.getQueryCache().getAll()) {
    const kind = keptKind(query.queryKey);
    if (kind === undefined || kind === "currentUser" || query.state.data === undefined) continue;
    oldest = Math.min(oldest ?? Number.POSITIVE_INFINITY, query.state.dataUpdatedAt);
  }
  return oldest;
}

function useOldestKeptAt(): number | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => oldestKeptAt(queryClient));
}

/** Above every page of the signed-in areas while offline: what it shows, and from when. */
export function OfflineBanner() {
  const online = useOnline();
  const keptAt = useOldestKeptAt();
  if (online) return null;
  const text =
    keptAt === undefined
      ? t("installedApp.offlineNothingKept")
      : t("installedApp.offlineBanner", { time: dateTimeText(new Date(keptAt).toISOString()) });
  return <Alert type="warning" showIcon banner role="status" title={text} className="tl-offline-banner" />;
}
