export { GetStartedPage as Component } from "../../features/onboarding/GetStartedPage";
