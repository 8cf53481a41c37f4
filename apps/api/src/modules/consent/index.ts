// What other modules may use of consent: the rest of this folder is its own. The composition makes
// the module with module.ts.

export { consentRecords } from "./consent-records";
export { asSupportCase } from "./support-case.service";
export { supportCaseRecords } from "./support-case-records";
