import { layout } from "@taxlane/contract/i18n/local/layout";
import { NotFoundScreen } from "../../components/error-screens/NotFoundScreen";
import { usePageTitle } from "../../lib/use-page-title";

/** An unknown page inside a signed-in area: the 404 screen, with the area's navigation kept. */
export function Component() {
  usePageTitle(layout.pageNotFound);
  return <NotFoundScreen />;
}
