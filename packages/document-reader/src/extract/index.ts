import type { BoxValue, DocumentKind, ReadPage } from "../page";

/** Reads one kind's boxes from its pages. */
export type BoxExtractor = (pages: readonly ReadPage[]) => BoxValue[];

const extractors: Partial<Record<DocumentKind, BoxExtractor>> = {};

/** The kinds whose boxes are read; the others are classified only. */
export const kindsWithBoxes = Object.keys(extractors) as DocumentKind[];

/** The values of a document's boxes, for the kinds that have an extractor; none for the others. */
export function extractBoxes(kind: DocumentKind, pages: readonly ReadPage[]): BoxValue[] {
  return extractors[kind]?.(pages) ?? [];
}
