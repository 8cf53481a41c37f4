/**
 * How the FAQ assistant reads words, the same way for the content it indexes and for questions:
 * lower case, without the words every question holds, plural and verb endings cut, and people's
 * words for what the FAQ calls otherwise.
 */

const stopWords = new Set(
  (
    "a about am an and any are as at be been but by can could did do does doing for from get got had has have " +
    "how i if in into is it its me my of on or our so than that the their them then there these they this " +
    "to too us was we were what when where which who whom why will with would you your yours"
  ).split(" "),
);

/** A question's word → the words the FAQ and blog use for it. */
const synonyms: Readonly<Record<string, readonly string[]>> = {
  price: ["cost", "fee"],
  pricing: ["cost", "fee"],
  fee: ["cost", "price"],
  charge: ["cost", "fee"],
  pay: ["cost", "fee"],
  expensive: ["cost"],
  cheap: ["cost"],
  subscription: ["plan"],
  subscribe: ["plan"],
  membership: ["plan"],
  reset: ["forgot"],
  forget: ["forgot"],
  lost: ["forgot"],
  login: ["sign"],
  signin: ["sign"],
  log: ["sign"],
  accountant: ["professional", "preparer"],
  cpa: ["professional", "accountant"],
  preparer: ["professional"],
  expert: ["professional"],
  pro: ["professional"],
  paperwork: ["document"],
  doc: ["document"],
  file: ["document", "upload"],
  upload: ["send", "document"],
  ssn: ["social", "security"],
  secure: ["safe", "encrypt"],
  security: ["safe", "encrypt"],
  privacy: ["safe", "see"],
  delete: ["close"],
  remove: ["delete"],
  money: ["refund"],
  "2fa": ["two", "factor"],
  mfa: ["two", "factor"],
  otp: ["code"],
  help: ["support", "contact"],
  talk: ["contact"],
  reach: ["contact"],
  call: ["contact", "phone"],
  meeting: ["meet", "appointment"],
  appointment: ["meet"],
  bot: ["chatbot"],
};

/** Cuts the common English endings so "documents", "costs" and "charged" meet their stems. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (word.endsWith("ing") && word.length > 5) return word.slice(0, -3);
  if (word.endsWith("ed") && word.length > 4 && !word.endsWith("eed")) return word.slice(0, -2);
  if (word.endsWith("es") && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

/** A text's searched terms: lower case, stop words and single letters or digits dropped, stemmed. */
export function indexTerm(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length < 2 || stopWords.has(lower)) return null;
  return stem(lower);
}

/**
 * A question's words, each with the terms that may stand for it: `[["cost", "fee"], ["plan"]]`.
 * A word with its synonyms counts once when judging how much of the question an entry answers.
 */
export function questionTerms(question: string): string[][] {
  const words = question.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const groups = new Map<string, string[]>();
  for (const word of words) {
    const term = indexTerm(word);
    if (term === null || groups.has(term)) continue;
    const alike = synonyms[term] ?? synonyms[word] ?? [];
    groups.set(term, [term, ...alike.map(stem).filter((other) => other !== term)]);
  }
  return [...groups.values()];
}
