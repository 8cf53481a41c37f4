import { NotFoundScreen } from "../../components/error-screens/NotFoundScreen";
import { usePageTitle } from "../../lib/use-page-title";

export function Component() {
  usePageTitle("Page not found");
  return <NotFoundScreen />;
}
