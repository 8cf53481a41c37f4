export { QuotesPage as Component } from "../../features/marketplace/QuotesPage";
