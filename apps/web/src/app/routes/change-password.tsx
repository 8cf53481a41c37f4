export { ChangePasswordPage as Component } from "../../features/auth/ChangePasswordPage";
