// One signed-in person's realtime socket (`/api/ws`), as the web keeps it: the token as the first
// message, then `chat` events. Remembers the last message number it heard of its conversation, and
// tells `onChat` when each arrives.
import WebSocket from "ws";
import type { LiveConversation, LivePerson } from "./live-world";

export class LiveClient {
  private socket: WebSocket | null = null;
  /** The highest message number heard (or caught up to) in the person's conversation. */
  lastSequence = 0;

  constructor(
    readonly person: LivePerson,
    readonly conversation: LiveConversation,
    readonly serverUrl: string,
    private readonly onChat: (client: LiveClient, sequence: number) => void,
  ) {}

  /** Opens the socket and resolves once the server answered `ready`. */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${this.serverUrl.replace(/^http/, "ws")}/api/ws`);
      this.socket = socket;
      socket.once("open", () => socket.send(JSON.stringify({ token: this.person.token })));
      socket.once("error", reject);
      socket.once("close", (code) => reject(new Error(`closed with ${code} before ready`)));
      socket.on("message", (data) => {
        const event = JSON.parse(String(data)) as { type: string; connectionId?: number; sequence?: number };
        if (event.type === "ready") resolve();
        if (event.type !== "chat" || event.sequence === undefined) return;
        if (event.connectionId !== this.conversation.id) return;
        this.lastSequence = Math.max(this.lastSequence, event.sequence);
        this.onChat(this, event.sequence);
      });
    });
  }

  /** Drops the connection at once, as a network change does. */
  drop(): void {
    this.socket?.removeAllListeners();
    this.socket?.terminate();
    this.socket = null;
  }

  /**
   * What the web does when its socket is back: it asks for the conversation's messages after the
   * last number it holds. Answers the highest number it now holds.
   */
  async catchUp(): Promise<number> {
    const query = `connectionId=${this.conversation.id}&afterSequence=${this.lastSequence}`;
    const response = await fetch(`${this.serverUrl}/api/Chat/GetChatMessages?${query}`, {
      headers: { authorization: `Bearer ${this.person.token}` },
    });
    if (response.status !== 200) throw new Error(`catch-up answered ${response.status}`);
    const messages = (await response.json()) as { sequence?: number }[];
    for (const message of messages) this.lastSequence = Math.max(this.lastSequence, message.sequence ?? 0);
    return this.lastSequence;
  }
}
