export { TaxpayerProfilePage as Component } from "../../features/profiles/TaxpayerProfilePage";
