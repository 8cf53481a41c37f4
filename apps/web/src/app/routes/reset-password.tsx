export { ResetPasswordPage as Component } from "../../features/auth/pages/ResetPasswordPage";
