export { CongratsResetPasswordPage as Component } from "../../features/auth/CongratsResetPasswordPage";
