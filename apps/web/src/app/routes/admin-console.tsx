import { AdminConsolePage } from "../../features/admin/AdminConsolePage";
import { MarketplaceHealthPanel } from "../../features/dashboards/MarketplaceHealthPanel";

/** /admin: the operator console, with the dashboards' marketplace health as one of its tabs. */
export function Component() {
  return <AdminConsolePage healthPanel={<MarketplaceHealthPanel />} />;
}
