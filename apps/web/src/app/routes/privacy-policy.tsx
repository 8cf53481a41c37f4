export { PrivacyPolicyPage as Component } from "../../features/content/legal/PrivacyPolicyPage";
