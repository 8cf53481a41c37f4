import type { Executor } from "../../db/client";

/** What closing an account does here, in its transaction: the person's devices and number go. */
export interface ChannelsClosing {
  forget(tx: Executor, userId: number): Promise<void>;
}
