import { t } from "@taxlane/contract/i18n";
import type { MeasureText } from "../text";
import { layoutTextPages, type TextPage, type TextSection, textPageSize } from "../text-pages";

/** Letter, in points: the contents pages are laid out as any text pages are (`lib/pdf/text-pages.ts`). */
export const contentsPageSize = textPageSize;
const titleSize = 10.5;

export interface ContentsInput {
  heading: string;
  /** Page numbers already counted from the first page of the bundle. */
  included: { title: string; firstPage: number; lastPage: number }[];
  skipped: { title: string; reason: string }[];
}

export type ContentsPage = TextPage;

export function pageRangeLabel(firstPage: number, lastPage: number): string {
  return firstPage === lastPage
    ? t("documents.bundlePage", { page: firstPage })
    : t("documents.bundlePages", { first: firstPage, last: lastPage });
}

/**
 * Lays out the contents: a heading, the included documents with their page ranges, then the
 * documents that could not be included with the reason. Runs over as many pages as it needs;
 * a document's lines are kept together unless they are taller than a whole page.
 */
export function layoutContents(input: ContentsInput, measure: MeasureText): ContentsPage[] {
  const sections: TextSection[] = [
    {
      title: t("documents.bundleContentsHeading"),
      ...(input.included.length === 0 ? { note: t("documents.bundleNothingIncluded") } : {}),
      entries: input.included.map((entry) => ({
        title: entry.title,
        aside: pageRangeLabel(entry.firstPage, entry.lastPage),
      })),
      // The page-range column is as wide as the widest label could be, so titles wrap the same way
      // whatever the page numbers are: the number of contents pages never depends on them.
      asideRoom: measure(pageRangeLabel(9999, 9999), titleSize, false),
    },
  ];
  if (input.skipped.length > 0) {
    sections.push({
      title: t("documents.bundleNotIncludedHeading"),
      entries: input.skipped.map((entry) => ({ title: entry.title, bold: true, details: [entry.reason] })),
    });
  }
  return layoutTextPages(input.heading, sections, measure);
}

/**
 * The included parts' page numbers count the contents pages, whose number depends on the layout;
 * the layout does not depend on the numbers (see layoutContents), so one measuring pass settles it.
 */
export function planContents(
  heading: string,
  bodyRanges: { title: string; firstPage: number; lastPage: number }[],
  skipped: { title: string; reason: string }[],
  measure: MeasureText,
): { pages: ContentsPage[]; offset: number } {
  const shifted = (offset: number) =>
    bodyRanges.map((range) => ({
      title: range.title,
      firstPage: range.firstPage + offset,
      lastPage: range.lastPage + offset,
    }));
  const offset = layoutContents({ heading, included: shifted(1), skipped }, measure).length;
  const pages = layoutContents({ heading, included: shifted(offset), skipped }, measure);
  if (pages.length !== offset) throw new Error("contents layout depends on its page numbers");
  return { pages, offset };
}
