import { AsyncLocalStorage } from "node:async_hooks";
import { type Language, setLanguageSource } from "@taxlane/contract/i18n";

/**
 * The language the API writes in, kept per async call: a mail, a notice or a refusal composed inside
 * `inLanguage(person's language, …)` is in that person's language, and a request running beside it
 * keeps its own. Outside any scope, English.
 */
const scope = new AsyncLocalStorage<Language>();
setLanguageSource(() => scope.getStore() ?? "en");

export function inLanguage<T>(language: Language, work: () => T): T {
  return scope.run(language, work);
}
