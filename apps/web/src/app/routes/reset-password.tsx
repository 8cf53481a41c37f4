export { ResetPasswordPage as Component } from "../../features/auth/ResetPasswordPage";
