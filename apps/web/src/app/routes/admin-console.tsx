export { AdminConsolePage as Component } from "../../features/admin/AdminConsolePage";
