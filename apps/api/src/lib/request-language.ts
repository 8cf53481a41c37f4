import { browserLanguage, type Language } from "@taxlane/contract/i18n/language";

/** One range of an Accept-Language header with its weight: "es-MX;q=0.8" is ("es-MX", 0.8). */
function weighted(range: string): { tag: string; weight: number } {
  const [tag = "", ...parameters] = range.split(";").map((part) => part.trim());
  const q = parameters.find((parameter) => /^q=/i.test(parameter));
  const weight = q === undefined ? 1 : Number(q.slice(2));
  return { tag, weight: Number.isFinite(weight) ? weight : 0 };
}

/**
 * The language a request is written in: the first language its `Accept-Language` header names that the
 * catalog speaks, by weight (the web sends the language its page speaks), else English. What it causes
 * to be mailed to an address with no account yet is written in it.
 */
export function requestLanguage(request: { headers: { "accept-language"?: string | undefined } }): Language {
  const header = request.headers["accept-language"] ?? "";
  const ranges = header
    .split(",")
    .map(weighted)
    .filter((range) => range.tag !== "" && range.weight > 0)
    // Array sort is stable: ranges of equal weight keep the order they were sent in.
    .sort((a, b) => b.weight - a.weight);
  return browserLanguage(ranges.map((range) => range.tag));
}
