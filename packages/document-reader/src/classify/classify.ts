import type { DocumentKind, ReadPage } from "../page";
import { kindSignatures } from "./signatures";
import { squash } from "./squash";

export interface Classification {
  kind: DocumentKind;
  /** 0–1. */
  confidence: number;
}

/** Below this score nothing fits well enough: the document is "other". */
const minimumScore = 5;
/** The pages the kind is told from: a form's title and labels are on its first page. */
const pagesLooked = 2;

const squashedSignatures = Object.entries(kindSignatures).map(([kind, signatures]) => ({
  kind: kind as Exclude<DocumentKind, "other">,
  signatures: signatures.map(([phrase, weight]) => ({ phrase: squash(phrase), weight })),
}));

/** Tells the kind of a document from the words of its first pages, by its title and labels. */
export function classify(pages: readonly ReadPage[]): Classification {
  const text = pages
    .slice(0, pagesLooked)
    .map((page) => squash(page.words.map((word) => word.text).join(" ")))
    .join("");
  const scores = squashedSignatures
    .map(({ kind, signatures }) => ({
      kind,
      score: signatures.reduce((sum, { phrase, weight }) => sum + (text.includes(phrase) ? weight : 0), 0),
    }))
    .sort((a, b) => b.score - a.score);
  const best = scores[0];
  const second = scores[1]?.score ?? 0;
  if (!best || best.score < minimumScore) return { kind: "other", confidence: text.length > 0 ? 0.3 : 0.1 };
  // Sure when the winner is well ahead of the runner-up and has several of its phrases.
  const margin = (best.score - second) / best.score;
  const strength = Math.min(1, best.score / 10);
  return { kind: best.kind, confidence: Number((0.5 + 0.5 * margin * strength).toFixed(2)) };
}
