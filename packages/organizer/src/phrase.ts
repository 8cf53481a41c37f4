/**
 * Words of a form definition, read when they are shown rather than when the definition is built: the
 * definitions are made once as their module loads, but the web, the API and the tests speak the
 * language of the moment (`currentLanguage()`), so each text is a function that asks the catalog.
 * Calling it again after a switch gives the other language. See docs/decisions (form texts).
 */
import { type MessageKey, type MessageValues, t } from "@taxlane/contract/i18n";

/** A text of a definition in the language being spoken when it is called. */
export type Phrase = () => string;

/** The catalog's message `key` as a `Phrase`, its `{name}` arguments filled in when read. */
export function phrase<K extends MessageKey>(key: K, ...values: MessageValues<K>): Phrase {
  return () => t(key, ...values);
}
