import { t } from "@taxlane/contract/i18n";

/**
 * Browsers, in the order they are tried: each names the ones it is built on in its User-Agent
 * (Edge and Opera say "Chrome", Chrome says "Safari"), so the more particular comes first.
 */
const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bSafari\//, "Safari"],
];

/** Systems, likewise: Android and ChromeOS say "Linux", iPhones say "like Mac OS X". */
const systems: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMacintosh\b|\bMac OS X\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const firstMatch = (text: string, table: readonly (readonly [RegExp, string])[]) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/**
 * A name a person recognises for the device a session was opened from ("Chrome on Windows"), from
 * its User-Agent header. Our own few patterns, not a full parser: the name only helps someone tell
 * their sessions apart, and a header can say anything.
 */
export function deviceName(userAgent: string | null | undefined): string {
  const text = userAgent ?? "";
  if (/\bTaxlane(App)?\//i.test(text)) return t("devices.taxlaneApp");
  const browser = firstMatch(text, browsers);
  const system = firstMatch(text, systems);
  if (browser && system) return t("devices.browserOnSystem", { browser, system });
  return browser ?? system ?? t("devices.unknownDevice");
}
