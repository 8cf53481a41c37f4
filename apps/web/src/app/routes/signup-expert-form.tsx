export { ExpertSignUpPage as Component } from "../../features/onboarding/expert/ExpertSignUpPage";
