export { requestRow } from "./onboarding.service";
