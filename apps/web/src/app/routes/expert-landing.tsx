export { ExpertLandingPage as Component } from "../../features/content/landings/ExpertLandingPage";
