export { TaxpayerJobPage as Component } from "../../features/tax-preparation/TaxpayerJobPage";
