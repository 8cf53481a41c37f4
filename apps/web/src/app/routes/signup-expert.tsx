export { ExpertAccountPage as Component } from "../../features/onboarding/expert/ExpertAccountPage";
