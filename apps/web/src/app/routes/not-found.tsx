import { layout } from "@taxlane/contract/i18n/local/layout";
import { NotFoundScreen } from "../../components/error-screens/NotFoundScreen";
import { usePageTitle } from "../../lib/use-page-title";

export function Component() {
  usePageTitle(layout.pageNotFound);
  return <NotFoundScreen />;
}
