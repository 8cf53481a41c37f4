import type { PageWord } from "../page";
import type { RecognisedWord } from "./engine";

/** Where the recognised image sits on its page, in the page's pixels. */
export interface ImageOnPage {
  left: number;
  top: number;
  pageWidth: number;
  pageHeight: number;
}

/** Tesseract's words (in pixels of the recognised image) → words in page fractions, empty ones dropped. */
export function toPageWords(words: RecognisedWord[], frame: ImageOnPage): PageWord[] {
  const fraction = (value: number, offset: number, of: number) =>
    Math.min(1, Math.max(0, (value + offset) / of));
  return words
    .map((word) => ({ ...word, text: word.text.trim() }))
    .filter((word) => word.text.length > 0 && word.x1 > word.x0 && word.y1 > word.y0)
    .map((word) => ({
      text: word.text,
      left: fraction(word.x0, frame.left, frame.pageWidth),
      top: fraction(word.y0, frame.top, frame.pageHeight),
      right: fraction(word.x1, frame.left, frame.pageWidth),
      bottom: fraction(word.y1, frame.top, frame.pageHeight),
      confidence: Math.round(Math.min(100, Math.max(0, word.confidence))),
    }));
}
