export { devMailboxEnabled } from "./dev-mail.access";
