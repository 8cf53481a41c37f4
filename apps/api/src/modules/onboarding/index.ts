// What other modules may use of onboarding: the rest of this folder is its own. The composition makes
// the module with module.ts.
export { requestRow } from "./onboarding.service";
