export { TermsPageEs as Component } from "../../features/content/legal/TermsPage.es";
