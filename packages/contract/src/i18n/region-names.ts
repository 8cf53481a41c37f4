import { perLocale } from "./per-locale";

const regionNamesIn = perLocale(
  (locale) => new Intl.DisplayNames([locale], { type: "region", fallback: "none" }),
);

/** A region's name (`US`, `GB`) in `locale`, or undefined where `Intl` has none for it. */
export function regionName(code: string, locale: string): string | undefined {
  try {
    return regionNamesIn(locale).of(code);
  } catch {
    // `of` throws on a code that is not a region's shape.
    return undefined;
  }
}
