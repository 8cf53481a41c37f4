import type { PageWord } from "../page";
import type { RecognisedWord } from "./engine";

/** Tesseract's words in an image of `width` × `height` px → words in page fractions, empty ones dropped. */
export function toPageWords(words: RecognisedWord[], width: number, height: number): PageWord[] {
  const fraction = (value: number, of: number) => Math.min(1, Math.max(0, value / of));
  return words
    .map((word) => ({ ...word, text: word.text.trim() }))
    .filter((word) => word.text.length > 0 && word.x1 > word.x0 && word.y1 > word.y0)
    .map((word) => ({
      text: word.text,
      left: fraction(word.x0, width),
      top: fraction(word.y0, height),
      right: fraction(word.x1, width),
      bottom: fraction(word.y1, height),
      confidence: Math.round(Math.min(100, Math.max(0, word.confidence))),
    }));
}
