export { HomePage as Component } from "../../features/content/HomePage";
