export { ContactPage as Component } from "../../features/contact/ContactPage";
