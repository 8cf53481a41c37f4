export { SignUpConfirmationPage as Component } from "../../features/auth/pages/SignUpConfirmationPage";
