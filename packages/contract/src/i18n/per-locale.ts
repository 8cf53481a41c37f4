/**
 * `make` run once for each locale and its result kept: making an `Intl` formatter resolves its locale
 * through `Intl` each time, which costs more than the formatting.
 */
export function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}
