export { LoginPage as Component } from "../../features/auth/LoginPage";
