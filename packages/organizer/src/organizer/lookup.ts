/** Finding questions, steps and repeatable rows of an organizer by key. */
import type {
  OrganizerDefinition,
  OrganizerFlow,
  OrganizerQuestion,
  OrganizerRowGroup,
  OrganizerStep,
} from "./types";

export interface QuestionPlace {
  question: OrganizerQuestion;
  step: OrganizerStep;
  flow: OrganizerFlow;
  group?: OrganizerRowGroup;
}

/** A question found by a key, with the row of its group the key is (1 for an exact key). */
export type FoundQuestion = QuestionPlace & { row: number };

const indexes = new WeakMap<OrganizerDefinition, ReadonlyMap<string, QuestionPlace>>();

/** Every question of `definition` by key, built once per definition. */
export function questionIndex(definition: OrganizerDefinition): ReadonlyMap<string, QuestionPlace> {
  const cached = indexes.get(definition);
  if (cached !== undefined) return cached;
  const index = new Map<string, QuestionPlace>();
  for (const flow of definition.flows) {
    for (const step of flow.steps) {
      for (const question of step.questions) {
        const group = step.groups.find((candidate) => candidate.id === question.groupId);
        index.set(
          question.key,
          group === undefined ? { question, step, flow } : { question, step, flow, group },
        );
      }
    }
  }
  indexes.set(definition, index);
  return index;
}

export function organizerSteps(definition: OrganizerDefinition): OrganizerStep[] {
  return definition.flows.flatMap((flow) => flow.steps);
}

export function organizerQuestions(definition: OrganizerDefinition): OrganizerQuestion[] {
  return organizerSteps(definition).flatMap((step) => step.questions);
}

export function organizerStepById(definition: OrganizerDefinition, id: string): OrganizerStep | undefined {
  return organizerSteps(definition).find((step) => step.id === id);
}

/** The key of row `row` (1, 2, …) of a repeatable question whose row-1 key is `key`. */
export function rowKey(key: string, row: number): string {
  if (row === 1) return key;
  return key.endsWith("1") ? `${key.slice(0, -1)}${row}` : `${key}${row}`;
}

/**
 * The question a key answers and its row: an exact key is row 1; `dependantBirthday3` is row 3 of
 * `dependantBirthday1`, `dependantFirstName2` row 2 of `dependantFirstName` (rows of groups only).
 */
export function findOrganizerQuestion(
  definition: OrganizerDefinition,
  key: string,
): Readonly<FoundQuestion> | undefined {
  let found = foundPlaces.get(definition);
  if (found === undefined) {
    found = new Map();
    foundPlaces.set(definition, found);
  }
  const known = found.get(key);
  if (known !== undefined) return known ?? undefined;
  const place = placeOfKey(definition, key);
  // Keys come from requests: past the bound, a key is looked up each time rather than kept.
  if (found.size < FOUND_PLACES_KEPT) found.set(key, place ?? null);
  return place;
}

/**
 * Each save looks up every stored answer's key (a row key by a pattern): the answers found, and
 * those not, are kept per organizer, up to this many keys.
 */
const FOUND_PLACES_KEPT = 20_000;
const foundPlaces = new WeakMap<OrganizerDefinition, Map<string, Readonly<FoundQuestion> | null>>();

function placeOfKey(definition: OrganizerDefinition, key: string): FoundQuestion | undefined {
  const index = questionIndex(definition);
  const exact = index.get(key);
  if (exact !== undefined) return { ...exact, row: 1 };
  const match = /^(.*?)(\d+)$/.exec(key);
  if (match === null) return undefined;
  const [, base = "", digits = ""] = match;
  const row = Number(digits);
  if (row < 2) return undefined;
  for (const candidate of [`${base}1`, base]) {
    const place = index.get(candidate);
    if (place?.group !== undefined && rowKey(candidate, row) === key) return { ...place, row };
  }
  return undefined;
}

/** How many rows a repeatable group has in `answers`: 1, or the last row any of its keys is answered in. */
export function organizerGroupRowCount(
  group: OrganizerRowGroup,
  answers: Readonly<Record<string, unknown>>,
): number {
  let rows = 1;
  while (group.keys.some((key) => answers[rowKey(key, rows + 1)] !== undefined)) rows++;
  return rows;
}
