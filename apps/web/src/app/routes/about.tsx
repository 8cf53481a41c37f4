export { AboutPage as Component } from "../../features/content/legal/AboutPage";
