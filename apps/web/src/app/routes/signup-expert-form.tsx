export { ExpertSignUpPage as Component } from "../../features/auth/expert-signup/ExpertSignUpPage";
