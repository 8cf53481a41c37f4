import {
  chatConnectionSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  createChatConnectionQuerySchema,
  markChatReadRequestSchema,
  sendChatMessageFieldsSchema,
  unreadMessagesCountSchema,
} from "../chat";
import type { EndpointGroup } from "./define";
import { doneSchema } from "./schemas-answers";
import { fileIdQuerySchema } from "./schemas-files";
import { chatConnectionListSchema, chatMessageListSchema } from "./schemas-marketplace";

/** `/Chat/...`: conversations and their messages (module chat), and the file download kept under this path. */
export const chatEndpoints = {
  // The download of any file reference (returns, price lists, organizer and chat files).
  downloadFile: {
    method: "GET",
    path: "/Chat/DownloadFile",
    module: "files",
    // A professional's photo and price list are anyone's to read; each file's purpose decides.
    access: "public",
    summary: "Download a file you may read (the same as /files/:id)",
    query: fileIdQuerySchema,
  },
  getUserChatConnections: {
    method: "GET",
    path: "/Chat/GetUserChatConnections",
    module: "chat",
    access: { signedIn: true, practice: "messages" },
    summary: "The caller's conversations, latest first, with unread counts",
    response: chatConnectionListSchema,
  },
  createChatConnection: {
    method: "POST",
    path: "/Chat/CreateChatConnection",
    module: "chat",
    access: { signedIn: true, practice: "messages" },
    summary: "Open (or find) the conversation with a taxpayer or professional one may talk to",
    query: createChatConnectionQuerySchema,
    response: chatConnectionSchema,
  },
  getChatMessages: {
    method: "GET",
    path: "/Chat/GetChatMessages",
    module: "chat",
    access: { signedIn: true, practice: "messages" },
    summary: "A conversation's messages newest first (from/to), or those after a number (afterSequence)",
    query: chatMessagesQuerySchema,
    response: chatMessageListSchema,
  },
  sendMessage: {
    method: "POST",
    path: "/Chat/SendMessage",
    module: "chat",
    access: { signedIn: true, practice: "messages" },
    summary: "Send a message with files; a retry with the same clientMessageId is stored once",
    multipart: { fields: sendChatMessageFieldsSchema, files: ["files"] },
    response: chatMessageSchema,
  },
  markChatRead: {
    method: "POST",
    path: "/Chat/MarkChatRead",
    module: "chat",
    access: { signedIn: true, practice: "messages" },
    summary: "The caller has read the conversation up to a message",
    body: markChatReadRequestSchema,
    response: doneSchema,
  },
  getUnreadMessagesCount: {
    method: "GET",
    path: "/Chat/GetUnreadMessagesCount",
    module: "chat",
    access: { signedIn: true, practice: "messages" },
    summary: "How many messages the caller has not read, over all conversations",
    response: unreadMessagesCountSchema,
  },
} as const satisfies EndpointGroup;
