export { RequestsPage as Component } from "../../features/marketplace/RequestsPage";
