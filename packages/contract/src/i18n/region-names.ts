/** One `Intl.DisplayNames` a locale, made once: making one resolves the locale through `Intl` each time. */
const regionNames = new Map<string, Intl.DisplayNames>();

/** A region's name (`US`, `GB`) in `locale`, or undefined where `Intl` has none for it. */
export function regionName(code: string, locale: string): string | undefined {
  let names = regionNames.get(locale);
  if (names === undefined) {
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code);
  } catch {
    // `of` throws on a code that is not a region's shape.
    return undefined;
  }
}
