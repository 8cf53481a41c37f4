export { FaqPage as Component } from "../../features/content/faq/FaqPage";
