import type { Page } from "@playwright/test";
import { en } from "@taxlane/contract/i18n";
import { englishOnlyDomains, es } from "@taxlane/contract/i18n/es";

/**
 * Finds English left on a page that should speak Spanish: the page's visible texts (and the labels a
 * screen reader reads) are compared with the English catalog's messages. A message Spanish writes the
 * same way ("Taxlane", "CPA", "FAQ") proves nothing and is left out; a message with placeholders is
 * matched with anything in their place, when enough of its own words are left to tell it apart.
 */

type Messages = Readonly<Record<string, string>>;
const english = en as unknown as Readonly<Record<string, Messages>>;
const spanish = es as unknown as Readonly<Record<string, Messages | undefined>>;

const normalize = (text: string) => text.replace(/\s+/g, " ").trim();
/** A message as it reads on a page: rich-text tags dropped, ICU's doubled apostrophes single. */
const asShown = (message: string) => normalize(message.replace(/<\/?\w+>/g, "").replace(/''/g, "'"));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface EnglishMessage {
  key: string;
  text: string;
  pattern: RegExp | null;
}

function englishMessages(): EnglishMessage[] {
  const spanishTexts = new Set<string>();
  const englishOnly = new Set<string>(englishOnlyDomains);
  for (const [domain, messages] of Object.entries(spanish)) {
    // The professional's own domains hold their English again, not Spanish.
    if (englishOnly.has(domain)) continue;
    for (const value of Object.values(messages ?? {})) spanishTexts.add(asShown(value));
  }
  const found: EnglishMessage[] = [];
  for (const [domain, messages] of Object.entries(english)) {
    for (const [name, value] of Object.entries(messages)) {
      const text = asShown(value);
      // Plurals and selects read differently for each number; their plain forms are other messages.
      if (/\{\w+, (plural|select)/.test(text)) continue;
      if (spanishTexts.has(text) || !/[a-z]{2}/i.test(text)) continue;
      const literal = text.replace(/\{\w+\}/g, "");
      const placeholders = literal !== text;
      // "{type} in {place}" would match too much: a pattern needs a few words of its own.
      if (placeholders && (literal.match(/[a-z]/gi)?.length ?? 0) < 8) continue;
      const pattern = placeholders
        ? new RegExp(
            `^${text
              .split(/\{\w+\}/)
              .map(escapeRegExp)
              .join(".+?")}$`,
          )
        : null;
      found.push({ key: `${domain}.${name}`, text, pattern });
    }
  }
  return found;
}

let catalog: EnglishMessage[] | undefined;

/** The catalog's English messages among `texts`, each as "text (domain.key)". */
export function englishAmong(texts: readonly string[]): string[] {
  catalog ??= englishMessages();
  const exact = new Map(catalog.filter((message) => message.pattern === null).map((m) => [m.text, m.key]));
  const patterns = catalog.filter((message) => message.pattern !== null);
  const found = new Set<string>();
  for (const text of texts) {
    const key = exact.get(text) ?? patterns.find((message) => message.pattern?.test(text))?.key;
    if (key !== undefined) found.add(`"${text}" (${key})`);
  }
  return [...found].sort();
}

/**
 * What the page shows and says, as texts: each visible text node, each visible element's whole text
 * when short (a sentence split by a link or a value), and the labels, placeholders and titles a
 * screen reader reads.
 */
export async function visibleTexts(page: Page, alsoSkipped: readonly string[] = []): Promise<string[]> {
  const texts = await page.evaluate((extra) => {
    const seen = new Set<string>();
    const add = (text: string | null | undefined) => {
      const shown = (text ?? "").replace(/\s+/g, " ").trim();
      if (shown !== "") seen.add(shown);
    };
    // Left out: what people wrote (names, messages), words stored as they were written for the
    // account at the time (a notice, why a professional was matched), and what is marked as another
    // language (the language switch names English in English).
    const skipped = [
      "[data-user-content], [data-stored-text], script, style, noscript, template",
      ...extra,
    ].join(", ");
    const otherLanguage = (element: Element) => {
      const lang = element.closest("[lang]")?.getAttribute("lang") ?? "es";
      return !lang.startsWith("es");
    };
    const shown = (element: Element) =>
      element.closest(skipped) === null &&
      !otherLanguage(element) &&
      element.checkVisibility({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent !== null && shown(parent)) add(node.textContent);
    }
    // An element that holds text of its own beside other elements: its whole text, a sentence split
    // by a link or a value.
    for (const element of document.body.querySelectorAll("*")) {
      if (!(element instanceof HTMLElement) || element.children.length === 0) continue;
      const ownText = [...element.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? "").trim() !== "",
      );
      const text = element.innerText ?? "";
      if (ownText && text.length < 300 && shown(element)) add(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (element.closest(skipped) !== null || otherLanguage(element)) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) add(element.getAttribute(name));
    }
    return [...seen];
  }, alsoSkipped);
  return texts.map(normalize);
}

/** The English catalog messages the page shows now, outside the parts `alsoSkipped` names. */
export async function englishOnPage(page: Page, alsoSkipped: readonly string[] = []): Promise<string[]> {
  return englishAmong(await visibleTexts(page, alsoSkipped));
}
