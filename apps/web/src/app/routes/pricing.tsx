export { PricingPage as Component } from "../../features/billing/PricingPage";
