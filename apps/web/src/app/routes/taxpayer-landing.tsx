export { TaxpayerLandingPage as Component } from "../../features/content/landings/TaxpayerLandingPage";
