export { TermsPage as Component } from "../../features/content/legal/TermsPage";
