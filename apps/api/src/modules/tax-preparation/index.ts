export { jobRecordsService } from "./job-records.service";
export { TAX_RETURN_PURPOSE, type TaxPreparationService } from "./tax-preparation.service";
