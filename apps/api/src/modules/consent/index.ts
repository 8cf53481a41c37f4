export { asSupportCase } from "./support-case.service";
export { supportCaseRecords } from "./support-case-records.service";
