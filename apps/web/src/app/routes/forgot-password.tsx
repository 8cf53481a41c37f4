export { ForgotPasswordPage as Component } from "../../features/auth/pages/ForgotPasswordPage";
