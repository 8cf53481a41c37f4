export { EmailCodeVerificationPage as Component } from "../../features/auth/pages/EmailCodeVerificationPage";
