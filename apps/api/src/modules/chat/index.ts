// What other modules may use of chat: the rest of this folder is its own. The composition makes
// the module with module.ts.
export type { ChatService } from "./chat.service";
export { chatRecords } from "./chat-records";
export { retirePracticeHubNames } from "./hub/hub-names";
