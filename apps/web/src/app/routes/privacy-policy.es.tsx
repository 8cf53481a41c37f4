export { PrivacyPolicyPageEs as Component } from "../../features/content/legal/PrivacyPolicyPage.es";
