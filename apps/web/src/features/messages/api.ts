import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ChatConnection, type ChatMessage, endpointRoutes } from "@taxlane/contract";
import { call, callBlob } from "../../lib/api-call";
import { useRealtimeRefetch } from "../../lib/realtime/use-realtime-refetch";
import {
  earlierRange,
  firstPage,
  lastSequence,
  THREAD_PAGE_SIZE,
  type ThreadData,
  withCaughtUp,
  withEarlier,
} from "./thread-pages";

/**
 * Every messages query starts with this key. A chat event (or a reconnected socket) refetches the
 * list, the count and every open thread while one of them is shown; a thread's refetch asks only for
 * what came after the last number it holds (see `threadQuery`).
 */
export const messagesKey = ["messages"] as const;
export const connectionsKey = [...messagesKey, "connections"] as const;
export const unreadCountKey = [...messagesKey, "unread"] as const;
export const threadKey = (connectionId: number) => [...messagesKey, "thread", connectionId] as const;

/** Refetched this often even without the socket, in case it is down. */
export const MESSAGES_POLL_MS = 60_000;

/** GET /Chat/GetUserChatConnections: the conversations, latest first. */
export function connectionsQuery() {
  return queryOptions({
    queryKey: connectionsKey,
    queryFn: ({ signal }) => call(endpointRoutes.chat.getUserChatConnections, {}, { signal }),
    refetchInterval: MESSAGES_POLL_MS,
  });
}

export function useConnections() {
  useRealtimeRefetch("chat", messagesKey);
  return useQuery(connectionsQuery());
}

/** GET /Chat/GetUnreadMessagesCount: for the Messages link, on every page of the area. */
export function useUnreadMessagesCount() {
  useRealtimeRefetch("chat", messagesKey);
  return useQuery({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => call(endpointRoutes.chat.getUnreadMessagesCount, {}, { signal }),
    refetchInterval: MESSAGES_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/**
 * One conversation. The first fetch takes the newest page; every later one (a chat event, a socket
 * back from a drop) asks only for the messages after the newest held (`afterSequence`) and adds them,
 * so nothing already shown is fetched again and nothing is shown twice. It merges into what the cache
 * holds when its answer arrives, so an older page loaded meanwhile stays.
 */
export function threadQuery(queryClient: QueryClient, connectionId: number) {
  const key = threadKey(connectionId);
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }): Promise<ThreadData> => {
      const held = queryClient.getQueryData<ThreadData>(key);
      if (held === undefined || held.messages.length === 0) {
        const page = await call(
          endpointRoutes.chat.getChatMessages,
          { query: { connectionId, from: 0, to: THREAD_PAGE_SIZE } },
          { signal },
        );
        const latest = queryClient.getQueryData<ThreadData>(key);
        return latest === undefined ? firstPage(page) : withEarlier(latest, page);
      }
      const after = await call(
        endpointRoutes.chat.getChatMessages,
        { query: { connectionId, afterSequence: lastSequence(held.messages) } },
        { signal },
      );
      return withCaughtUp(queryClient.getQueryData<ThreadData>(key) ?? held, after);
    },
    staleTime: Number.POSITIVE_INFINITY,
    // A catch-up now and then even without the socket, in case it is down.
    refetchInterval: MESSAGES_POLL_MS,
  });
}

export function useThread(connectionId: number) {
  useRealtimeRefetch("chat", messagesKey);
  const queryClient = useQueryClient();
  return useQuery(threadQuery(queryClient, connectionId));
}

/** Loads the page before the oldest message held (GET /Chat/GetChatMessages from/to). */
export function useLoadEarlier(connectionId: number) {
  const queryClient = useQueryClient();
  const key = threadKey(connectionId);
  return useMutation({
    mutationFn: async () => {
      const held = queryClient.getQueryData<ThreadData>(key);
      if (held === undefined) return;
      const page = await call(endpointRoutes.chat.getChatMessages, {
        query: { connectionId, ...earlierRange(held) },
      });
      queryClient.setQueryData<ThreadData>(key, (latest) => withEarlier(latest ?? held, page));
    },
  });
}

/** What one send carries; `clientMessageId` stays the same on every try of the same message. */
export interface SendInput {
  connectionId: number;
  text: string;
  files: readonly File[];
  clientMessageId: string;
}

export function sendFormData({ connectionId, text, files, clientMessageId }: SendInput): FormData {
  const form = new FormData();
  form.append("connectionId", String(connectionId));
  if (text.trim() !== "") form.append("message", text);
  form.append("clientMessageId", clientMessageId);
  for (const file of files) form.append("files", file, file.name);
  return form;
}

/** POST /Chat/SendMessage; the stored message joins its thread at once, and the list moves. */
export async function sendMessage(queryClient: QueryClient, input: SendInput): Promise<ChatMessage> {
  const stored = await call(endpointRoutes.chat.sendMessage, { body: sendFormData(input) });
  queryClient.setQueryData<ThreadData>(threadKey(input.connectionId), (thread) =>
    withCaughtUp(thread ?? { messages: [], hasEarlier: false }, [stored]),
  );
  void queryClient.invalidateQueries({ queryKey: connectionsKey });
  return stored;
}

/** POST /Chat/MarkChatRead, then the list and the count show it. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { connectionId: number; upToSequence: number }) =>
      call(endpointRoutes.chat.markChatRead, { body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: connectionsKey });
      void queryClient.invalidateQueries({ queryKey: unreadCountKey });
    },
  });
}

/** GET /Chat/DownloadFile: a message's file as a blob (the link needs the bearer token). */
export function fetchChatFile(id: number, signal?: AbortSignal): Promise<Blob> {
  return callBlob(endpointRoutes.chat.downloadFile, { query: { id } }, { signal });
}

/** An image file's bytes for its preview, fetched once and kept while the page lives. */
export function useImagePreview(id: number, enabled: boolean) {
  return useQuery({
    // Not under `messagesKey`: a chat event must not fetch every preview again.
    queryKey: ["chat-file", id],
    queryFn: ({ signal }) => fetchChatFile(id, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type { ChatConnection };
