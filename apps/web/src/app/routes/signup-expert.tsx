export { ExpertAccountPage as Component } from "../../features/auth/expert-signup/ExpertAccountPage";
