import type { Executor } from "../../../db/client";
import { realtimeRepository } from "../../../plugins/realtime/realtime.repository";
import { newConnectionName } from "../connection-name";
import { connectionsRepository } from "../connections.repository";
import { CHAT_HUB_CHANNEL } from "./hub-listener";

/** Names per signal: NOTIFY carries under 8000 bytes, and a name is 32 characters. */
const NAMES_PER_SIGNAL = 100;

/** The hub's signal that these names are no longer a conversation's: their sockets are closed. */
export const retireSignal = (names: readonly string[]) => JSON.stringify({ retire: names });

/**
 * A member left or was removed from the practice: the hub knows no one (the existing client sends no
 * token), so the practice's conversations take new names and every socket in a group under an old one
 * is closed, in every process, once this transaction commits (NOTIFY is sent on commit). The hub
 * refuses to join a name no conversation has, so the former member, who cannot read the new names
 * (the REST list refuses them), hears nothing more; the others' clients reconnect and join under the
 * names their list gives. Answers how many conversations were renamed.
 */
export async function retirePracticeHubNames(executor: Executor, practiceId: number): Promise<number> {
  const conversations = await connectionsRepository.namesOfPractice(executor, practiceId);
  for (const conversation of conversations) {
    await connectionsRepository.rename(executor, conversation.id, newConnectionName());
  }
  const names = conversations.map((conversation) => conversation.connectionName);
  for (let start = 0; start < names.length; start += NAMES_PER_SIGNAL) {
    const chunk = names.slice(start, start + NAMES_PER_SIGNAL);
    await realtimeRepository.notify(executor, CHAT_HUB_CHANNEL, retireSignal(chunk));
  }
  return conversations.length;
}
