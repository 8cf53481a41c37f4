import type { DocumentKind } from "../src/page";

/**
 * corpus/truth.json: what each corpus document is and what its boxes say. `official`: an IRS form
 * filled through its own fields; `official-drawn-on`: values drawn onto an official page (XFA forms);
 * `drawn`: a form or letter drawn by scripts/make-corpus.ts in the real form's layout.
 */
export interface TruthDocument {
  id: string;
  /** From corpus/, e.g. `documents/w2-01.pdf`. */
  file: string;
  kind: DocumentKind;
  rendering: "official" | "official-drawn-on" | "drawn";
  /** Box key → the value normalised as the reader reports it (money `12345.67`, text spaced singly). */
  boxes: Record<string, string>;
}

export interface CorpusTruth {
  seed: number;
  documents: TruthDocument[];
}
