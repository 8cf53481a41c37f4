import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { FullScreenLoader } from "../components/loaders/FullScreenLoader";
import { useFocusAfterNavigation } from "./use-focus-after-navigation";

/** The root route: the matched layout, a loader while the next route's code or data loads. */
export function RootLayout() {
  const navigation = useNavigation();
  useFocusAfterNavigation();
  return (
    <>
      <Outlet />
      {navigation.state === "loading" && <FullScreenLoader delayed />}
      <ScrollRestoration />
    </>
  );
}
