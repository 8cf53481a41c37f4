// What other modules may use of dev-mail: the rest of this folder is its own. The composition makes
// the module with module.ts.
export { devMailboxEnabled, isLocalRequest } from "./dev-mail.access";
