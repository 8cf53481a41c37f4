import type { MessageKey, MessageValues } from "./catalog";
import { messageOf } from "./lookup";
import { formatPlain } from "./plain-format";

/** `t` for messages of plain `{name}` arguments, without the ICU library (public pages). */
export function tPlain<K extends MessageKey>(key: K, ...values: MessageValues<K>): string {
  return formatPlain(messageOf(key), values[0]);
}
