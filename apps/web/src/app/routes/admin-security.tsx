export { SecurityPage as Component } from "../../features/security/SecurityPage";
