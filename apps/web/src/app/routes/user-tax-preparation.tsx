export { TaxpayerJobsPage as Component } from "../../features/tax-preparation/TaxpayerJobsPage";
