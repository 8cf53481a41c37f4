export { AboutPageEs as Component } from "../../features/content/legal/AboutPage.es";
