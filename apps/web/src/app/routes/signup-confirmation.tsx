export { SignUpConfirmationPage as Component } from "../../features/auth/SignUpConfirmationPage";
