import type { BoxValue, DocumentKind, ReadPage } from "../page";
import { extractByAnchors, type FormSpec } from "./anchors";
import {
  dividendsForm,
  interestForm,
  mortgageForm,
  nonemployeeForm,
  retirementForm,
} from "./information-returns";
import { w2Form } from "./w2";

/** The kinds whose boxes are read, each by the labels of its form; the others are classified only. */
const forms: Partial<Record<DocumentKind, FormSpec>> = {
  w2: w2Form,
  "1099-int": interestForm,
  "1099-div": dividendsForm,
  "1099-r": retirementForm,
  "1099-nec": nonemployeeForm,
  "1098": mortgageForm,
};

export const kindsWithBoxes = Object.keys(forms) as DocumentKind[];

/** The kinds with boxes ticked by a drawn mark rather than text, read from the page's picture. */
export const kindsWithDrawnMarks: readonly DocumentKind[] = ["w2"];

/** The values of a document's boxes, for the kinds that have an extractor; none for the others. */
export function extractBoxes(kind: DocumentKind, pages: readonly ReadPage[]): BoxValue[] {
  const form = forms[kind];
  return form ? extractByAnchors(form, pages) : [];
}
