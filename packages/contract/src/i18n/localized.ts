import type { Language } from "./language";
import { currentLanguage } from "./language-source";

/**
 * A domain's messages that follow the language being spoken, for code that reads them as an object
 * (`common.cancel`) rather than through `t`. Each read looks up `currentLanguage()`, so a module may
 * hold the object from its first evaluation; a message missing in a language reads as the English one.
 */
export function localized<T extends object>(
  byLanguage: { readonly en: T } & Readonly<
    Record<Exclude<Language, "en">, Partial<Record<keyof T, string>>>
  >,
): T {
  return new Proxy(byLanguage.en, {
    get(english, name) {
      const messages = byLanguage[currentLanguage()];
      return Object.hasOwn(messages, name) ? Reflect.get(messages, name) : Reflect.get(english, name);
    },
  });
}

/**
 * Another language's messages, fetched only when it is the language spoken as the domain loads: an
 * English visitor's pages carry no Spanish. The web chooses the language before any module loads and
 * reloads the page on a switch, so the language cannot change under a loaded domain.
 */
export async function messagesIfSpoken<M extends object>(
  language: Exclude<Language, "en">,
  load: () => Promise<M>,
): Promise<M | Record<never, string>> {
  return currentLanguage() === language ? load() : {};
}
