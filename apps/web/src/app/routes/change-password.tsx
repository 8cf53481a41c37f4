export { ChangePasswordPage as Component } from "../../features/auth/pages/ChangePasswordPage";
