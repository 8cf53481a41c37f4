export { CongratsResetPasswordPage as Component } from "../../features/auth/pages/CongratsResetPasswordPage";
