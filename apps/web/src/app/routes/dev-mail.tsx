export { DevMailPage as Component } from "../../features/dev-mail/DevMailPage";
