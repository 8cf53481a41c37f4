export type { ChatService } from "./chat.service";
export { chatRecordsService } from "./chat-records.service";
