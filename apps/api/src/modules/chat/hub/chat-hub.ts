/**
 * The SignalR hub's groups, across API processes. A socket joins a group under a conversation's
 * unguessable name; a signal to a group goes out as a NOTIFY on the hub's channel, and every process
 * (this one included) hands it to its own members of that group but the one that sent it.
 */
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Database, ListenSource } from "../../../db/client";
import type { Listener } from "../../../plugins/realtime/listener";
import { realtimeRepository } from "../../../plugins/realtime/realtime.repository";
import { CHAT_HUB_CHANNEL, listenForHub } from "./hub-listener";

/** A socket of the hub, as the groups know it. */
export interface HubMember {
  /** Unique over every process. */
  readonly id: string;
  /** Tells the socket that its group has a new message (no content: the client refetches). */
  receive(connectionName: string): void;
  /** Closes the socket: a group it joined was retired (a member left the practice). */
  close(): void;
}

/** Names are ours (32 characters); anything much longer is not one. */
export const MAX_GROUP_NAME_LENGTH = 128;
/** The most conversations one socket may follow. */
export const MAX_GROUPS_PER_MEMBER = 200;

const groupName = z.string().max(MAX_GROUP_NAME_LENGTH);
const signalSchema = z.union([
  z.object({ group: groupName, from: z.string().max(100) }),
  // Names no conversation goes by any more (`hub-names.ts`): their sockets are closed.
  z.object({ retire: z.array(groupName).max(1000) }),
]);

export interface ChatHub {
  join(group: string, member: HubMember): boolean;
  isIn(group: string, member: HubMember): boolean;
  /** Drops the member from every group it joined (its socket closed). */
  leave(member: HubMember): void;
  /** Tells the group's other members, in every process, that it has a new message. */
  signal(group: string, from: HubMember): Promise<void>;
  /** A new member id: this process's id and a counter. */
  newMemberId(): string;
  close(): Promise<void>;
}

export async function createChatHub(deps: {
  db: Database;
  source: ListenSource;
  log: FastifyBaseLogger;
}): Promise<ChatHub> {
  const groups = new Map<string, Set<HubMember>>();
  const joined = new Map<HubMember, Set<string>>();
  const processId = randomUUID();
  let counter = 0;

  function leave(member: HubMember) {
    for (const group of joined.get(member) ?? []) {
      const set = groups.get(group);
      set?.delete(member);
      if (set?.size === 0) groups.delete(group);
    }
    joined.delete(member);
  }

  /** Every socket in the group is closed at once, and taken out of every group it joined. */
  function retire(group: string) {
    for (const member of [...(groups.get(group) ?? [])]) {
      leave(member);
      try {
        member.close();
      } catch {
        // Already closing: its close handler finds it gone.
      }
    }
  }

  const listener: Listener = await listenForHub(
    deps.source,
    {
      onMessage(payload) {
        let signal: z.infer<typeof signalSchema>;
        try {
          signal = signalSchema.parse(JSON.parse(payload));
        } catch {
          deps.log.warn({ payload: payload.slice(0, 200) }, "ignored a chat hub signal of an unknown shape");
          return;
        }
        if ("retire" in signal) {
          for (const group of signal.retire) retire(group);
          return;
        }
        for (const member of groups.get(signal.group) ?? []) {
          if (member.id === signal.from) continue;
          try {
            member.receive(signal.group);
          } catch {
            // A socket closing as we send: its close handler takes it out of the groups.
          }
        }
      },
      onResumed() {
        // Signals sent meanwhile are lost; the client refetches when it next opens a conversation.
      },
    },
    deps.log,
  );

  return {
    join(group, member) {
      const mine = joined.get(member) ?? new Set<string>();
      if (!mine.has(group) && mine.size >= MAX_GROUPS_PER_MEMBER) return false;
      mine.add(group);
      joined.set(member, mine);
      const set = groups.get(group) ?? new Set<HubMember>();
      set.add(member);
      groups.set(group, set);
      return true;
    },
    isIn: (group, member) => joined.get(member)?.has(group) ?? false,
    leave,
    signal: (group, from) =>
      realtimeRepository.notify(deps.db, CHAT_HUB_CHANNEL, JSON.stringify({ group, from: from.id })),
    newMemberId: () => `${processId}/${++counter}`,
    close: () => listener.close(),
  };
}
