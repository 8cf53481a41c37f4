import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database, ListenSource } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { JobQueue } from "../../plugins/jobs/job-queue";
import type { RealtimeHub } from "../../plugins/realtime/hub";
import type { FilesService } from "../files";
import type { NotificationsService } from "../notifications";
import { chatRoutes } from "./chat.routes";
import { createChatService } from "./chat.service";
import { connectionsRepository } from "./connections.repository";
import { createChatHub } from "./hub/chat-hub";
import { chatHubRoutes } from "./hub/chat-hub.routes";
import { createUnreadMail } from "./unread-mail";

/**
 * Messages between a taxpayer and a professional: conversations, numbered messages with files, read
 * marks, a notice when a message stays unread, the realtime "chat" event, and the existing client's
 * SignalR hub (`/api/chat`).
 */
export function createChatModule(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  realtime: RealtimeHub;
  jobs: JobQueue;
  /** Tells of messages left unread (the "messages" kind: the app, mail, push and text as chosen). */
  notifications: NotificationsService;
  publicUrl: string;
  /** The data folder's id (the unread-mail checks go with its mail). */
  instance: string;
  /** How long a message stays unread before its person is told (15 minutes unless configured). */
  unreadNoticeAfterMs: number;
  listenSource: ListenSource;
  log: FastifyBaseLogger;
}) {
  const unreadMail = createUnreadMail(deps);
  const chat = createChatService({ ...deps, unreadMail });
  return {
    name: "chat",
    chat,
    unreadMail,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(chatRoutes, { chat });
      const hub = await createChatHub({ db: deps.db, source: deps.listenSource, log: deps.log });
      api.addHook("onClose", () => hub.close());
      await api.register(chatHubRoutes, {
        hub,
        isConversationName: (name) => connectionsRepository.nameInUse(deps.db, name),
      });
    },
  };
}
