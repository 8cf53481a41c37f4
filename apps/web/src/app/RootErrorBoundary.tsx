import { layout } from "@taxlane/contract/i18n/local/layout";
import { useRouteError } from "react-router";
import { NotFoundScreen } from "../components/error-screens/NotFoundScreen";
import { describeRouteError } from "../components/error-screens/route-error";
import { UnexpectedErrorScreen } from "../components/error-screens/UnexpectedErrorScreen";
import { usePageTitle } from "../lib/use-page-title";

/** The root route's error element: any route's failure, a failed chunk included, ends here. */
export function RootErrorBoundary() {
  const view = describeRouteError(useRouteError());
  usePageTitle(view.kind === "notFound" ? layout.pageNotFound : layout.errorPageTitle);
  if (view.kind === "notFound") return <NotFoundScreen standalone />;
  return <UnexpectedErrorScreen message={view.message} />;
}
