/**
 * Text squashed for matching against OCR's mistakes: lower case, letters and digits only, and the
 * characters OCR confuses folded together (0/O, 1/l/I/|, 5/S, 8/B, ¢/c), so "Form 1O99-lNT" still says
 * "Form 1099-INT". A pattern is squashed the same way before it is looked for.
 */
const confusions: Record<string, string> = {
  "0": "o",
  "1": "l",
  i: "l",
  "|": "l",
  "!": "l",
  "5": "s",
  "8": "b",
  "¢": "c",
};

export function squash(text: string): string {
  let squashed = "";
  // "12¢c", "c¢": OCR sometimes reads a "c" as both; the pair stands for the one letter.
  for (const character of text.toLowerCase().replace(/¢c|c¢/g, "c")) {
    const folded = confusions[character] ?? character;
    if (/[a-z0-9]/.test(folded)) squashed += folded;
  }
  return squashed;
}
