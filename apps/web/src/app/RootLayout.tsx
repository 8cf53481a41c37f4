import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { FullScreenLoader } from "../components/loaders/FullScreenLoader";
import { useWaitingUpdate } from "./pwa/update-state";
import { useFocusAfterNavigation } from "./use-focus-after-navigation";

// antd's code loads only once a new version waits, so the public pages stay without it.
const UpdateNotice = lazy(() =>
  import("./pwa/UpdateNotice").then((module) => ({ default: module.UpdateNotice })),
);

/**
 * The root route: the matched layout, a loader while the next route's code or data loads, and the
 * prompt to reload once a new version of the app is ready.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const applyUpdate = useWaitingUpdate();
  useFocusAfterNavigation();
  return (
    <>
      <Outlet />
      {navigation.state === "loading" && <FullScreenLoader delayed />}
      {applyUpdate !== null && (
        <Suspense fallback={null}>
          <UpdateNotice apply={applyUpdate} />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
