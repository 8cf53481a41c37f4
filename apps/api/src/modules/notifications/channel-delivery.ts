import type { NotificationKind } from "@taxlane/contract";
import type { Executor } from "../../db/client";

/** A notice as a push or a text carries it: the kind and the app path, never its words. */
export interface ChannelNotice {
  userId: number;
  kind: NotificationKind;
  link: string | null;
}

/**
 * The channels beyond the app and mail (modules/channels, wired by the composition): each queues in
 * the notice's own transaction, so nothing is pushed or texted for a change that rolled back.
 */
export interface ChannelDelivery {
  push(tx: Executor, notices: ChannelNotice[]): Promise<void>;
  text(tx: Executor, notices: ChannelNotice[]): Promise<void>;
  /** The person has a device subscribed to pushes. */
  canPush(executor: Executor, userId: number): Promise<boolean>;
  /** The person has a verified number that did not say STOP. */
  canText(executor: Executor, userId: number): Promise<boolean>;
}
