/**
 * The professional's read of a job's organizer (the review page and its PDF): stored answers grouped
 * by section, in the order the organizer asks them, each labelled with its question (and row), its
 * value put in words. A key the job's organizer does not ask is labelled from the other organizer
 * (the existing client's keys are all in one of them), else by its name in words: never hidden.
 */
import {
  type FileRefDto,
  isEmptyAnswerText,
  type OrganizerAnswer,
  organizerCategoryNames,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { speakingLocale } from "../speaking-locale";
import { organizerSectionOf, readOrganizerAnswer } from "./answers";
import { businessOrganizer } from "./business";
import { individualOrganizer } from "./individual";
import { findOrganizerQuestion, organizerSteps } from "./lookup";
import { decodeOrganizerTable, type OrganizerTableRow } from "./tables";
import type { OrganizerDefinition } from "./types";

export type ReviewValue =
  | { kind: "text"; text: string }
  | { kind: "masked"; text: string }
  | { kind: "files"; files: readonly FileRefDto[] }
  | { kind: "table"; columns: readonly { key: string; label: string }[]; rows: readonly OrganizerTableRow[] }
  | { kind: "empty" };

export interface ReviewItem {
  answerId: number;
  key: string;
  label: string;
  value: ReviewValue;
  message: string | null;
  reminder: boolean;
  forSpouse: boolean;
  /** When the answer was last saved (ISO), when the reader was told. */
  updatedAt: string | null;
}

export interface ReviewSection {
  sectionId: number;
  title: string;
  items: ReviewItem[];
}

/**
 * "1985-03-14" → "Mar 14, 1985" ("14 mar 1985" in Spanish): a calendar day, the same wherever it is
 * read, in the language spoken; other text as it is.
 */
export function calendarDateText(text: string): string {
  const time = /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text.slice(0, 10)) : Number.NaN;
  if (Number.isNaN(time)) return text;
  return new Intl.DateTimeFormat(speakingLocale(), {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(time);
}

/** "homeMortgageInterest" → "Home mortgage interest"; "income_Amount3" → "Income amount 3". */
export function wordsOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([a-zA-Z])(\d)/g, "$1 $2")
    .replace(/[_\-.]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const definitions: readonly OrganizerDefinition[] = [individualOrganizer, businessOrganizer];

/** Where a key is asked: in the job's organizer, else in the other one. */
function placeOf(definition: OrganizerDefinition, key: string) {
  const own = findOrganizerQuestion(definition, key);
  if (own !== undefined) return own;
  for (const other of definitions) {
    if (other === definition) continue;
    const place = findOrganizerQuestion(other, key);
    if (place !== undefined) return place;
  }
  return undefined;
}

/**
 * A section's title: the first step filed under it, else its name in words. The business organizer
 * files several steps under one section (entity, type and changes under the entity's tax return):
 * such a section is titled by its name.
 */
export function sectionTitle(definition: OrganizerDefinition, sectionId: number): string {
  const steps = organizerSteps(definition).filter((candidate) => candidate.sectionId === sectionId);
  const [step] = steps;
  const name = (organizerCategoryNames as Readonly<Record<number, string>>)[sectionId];
  if (step !== undefined && !(definition.kind === "business" && steps.length > 1 && name !== undefined)) {
    return step.title();
  }
  return name === undefined ? t("organizerNotes.otherAnswers") : wordsOf(name);
}

function reviewValueOf(definition: OrganizerDefinition, row: OrganizerAnswer): ReviewValue {
  if (row.files.length > 0) return { kind: "files", files: row.files };
  if (row.masked === true && row.answer !== null) return { kind: "masked", text: row.answer };
  if (isEmptyAnswerText(row.answer)) return { kind: "empty" };
  const text = row.answer ?? "";
  const place = placeOf(definition, row.question);
  if (place === undefined) return { kind: "text", text };
  const { question } = place;
  if (question.table !== undefined) {
    return {
      kind: "table",
      columns: question.table.columns.map((column) => ({ key: column.key, label: column.label() })),
      rows: decodeOrganizerTable(text),
    };
  }
  const value = readOrganizerAnswer(question, text);
  if (question.input === "date") return { kind: "text", text: calendarDateText(text) };
  if (typeof value === "boolean")
    return { kind: "text", text: t(value ? "organizerNotes.yes" : "organizerNotes.no") };
  const option = question.options?.find((candidate) => candidate.value === value);
  if (option !== undefined) return { kind: "text", text: option.label() };
  return { kind: "text", text };
}

/** A stored answer's label: its question's (with its row), from either organizer, else its key in words. */
export function reviewLabelOf(definition: OrganizerDefinition, key: string): string {
  const place = placeOf(definition, key);
  if (place === undefined) return wordsOf(key) || key;
  const label = place.question.label();
  if (place.group === undefined) return label;
  return t("organizerNotes.rowOfGroup", { group: place.group.title(), row: place.row, label });
}

/** Where a key comes in the organizer, so answers read in the order they are asked. */
function orderOf(definition: OrganizerDefinition): (key: string) => number {
  const order = new Map<string, number>();
  for (const step of organizerSteps(definition)) {
    for (const question of step.questions) order.set(question.key, order.size);
  }
  return (key) => {
    const place = findOrganizerQuestion(definition, key);
    const base = order.get(place?.question.key ?? "") ?? Number.MAX_SAFE_INTEGER;
    return base + (place?.row ?? 1) / 1000;
  };
}

/** The answers by section; sections in the order the organizer asks them, unknown ones last. */
export function reviewSections(
  definition: OrganizerDefinition,
  rows: readonly OrganizerAnswer[],
): ReviewSection[] {
  const order = orderOf(definition);
  const bySection = new Map<number, OrganizerAnswer[]>();
  for (const row of rows) {
    const sectionId = organizerSectionOf(definition, row) ?? 0;
    bySection.set(sectionId, [...(bySection.get(sectionId) ?? []), row]);
  }
  return [...bySection.entries()]
    .map(([sectionId, answers]) => {
      const sorted = [...answers].sort((a, b) => order(a.question) - order(b.question));
      return {
        sectionId,
        title: sectionId === 0 ? t("organizerNotes.otherAnswers") : sectionTitle(definition, sectionId),
        first: order(sorted[0]?.question ?? ""),
        items: sorted.map((row) => ({
          answerId: row.id,
          key: row.question,
          label: reviewLabelOf(definition, row.question),
          value: reviewValueOf(definition, row),
          message: isEmptyAnswerText(row.message) ? null : row.message,
          reminder: row.reminder,
          forSpouse: row.forSpouse,
          updatedAt: row.updatedAt ?? null,
        })),
      };
    })
    .sort((a, b) => a.first - b.first)
    .map(({ first: _first, ...section }) => section);
}
