export { EmailCodeVerificationPage as Component } from "../../features/auth/EmailCodeVerificationPage";
