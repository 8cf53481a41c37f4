import { type ReadDocumentKind, readDocumentKinds } from "@taxlane/contract";

/**
 * What every reading produces, from a PDF's text layer or from OCR of a page image alike: the words of
 * each page and where they sit. The classifier and the box extractors work on this alone, so a W-2 is
 * read the same way whether it came as a PDF with text, a scan or a phone photo.
 */

/** One word and its box, in fractions of the page (0 at the left and top edge, 1 at the right and bottom). */
export interface PageWord {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** 0–100: the OCR engine's confidence; 100 for a PDF's own text. */
  confidence: number;
}

/** A grayscale picture of a whole page, one byte a pixel row by row, about 150 dpi. */
export interface PagePicture {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/**
 * Where a page read from a photo sits on the photo as uploaded: the paper cropped out of it (fractions
 * of the upload) and the angle it was turned level by. Regions are given on the upload, which is what a
 * person is shown beside each value.
 */
export interface PagePlacement {
  paper: { left: number; top: number; width: number; height: number };
  skewDegrees: number;
}

export interface ReadPage {
  /** 1-based. */
  number: number;
  words: PageWord[];
  /** The page's size in points (PDF) or pixels (image), for turning fractions back into a region. */
  width: number;
  height: number;
  /**
   * The page as drawn, where marks that are no text (a W-2's ticked squares) are looked for: the first
   * page of an OCR reading has it; a PDF's text page gets it drawn only when its kind needs it.
   */
  picture?: PagePicture;
  /** A photo's page: where it sits on the upload. Absent when the page is the upload's own frame. */
  placement?: PagePlacement;
}

/** How the words were got. */
export type ReadingSource = "pdf-text" | "ocr";

/** The kinds of document we tell apart: the contract's list, so the product and the reader name the same. */

export const documentKinds = readDocumentKinds;
export type DocumentKind = ReadDocumentKind;

/** A value read from one box, with where it was found so a person can compare it with the picture. */
export interface BoxValue {
  /** The box's key within its kind, e.g. `box1`, `boxA`, `employerName`. */
  box: string;
  /** As printed, normalised: money as digits with two decimals (`12345.67`), ids as printed. */
  value: string;
  /** Whether the value is a taxpayer id or an account number: sealed and masked like sensitive answers. */
  sensitive: boolean;
  page: number;
  /** The value's region on its page, in fractions as in PageWord. */
  region: { left: number; top: number; right: number; bottom: number };
  /** 0–100. */
  confidence: number;
}

export interface DocumentReading {
  /** "read": kind and boxes as found; "not-read": nothing usable (why in `reason`). */
  status: "read" | "not-read";
  reason?: "not-a-document" | "too-large" | "encrypted" | "too-slow" | "unreadable";
  source?: ReadingSource;
  kind: DocumentKind;
  /** 0–1. */
  kindConfidence: number;
  boxes: BoxValue[];
  pages: number;
}
