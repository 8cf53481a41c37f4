import { t } from "@taxlane/contract/i18n";
/**
 * How a step's asked questions are laid out: in the step's order, split into the taxpayer's and the
 * spouse's parts when both are asked, with each repeatable group drawn once, where its first question is.
 */
import type {
  OrganizerPerson,
  OrganizerQuestion,
  OrganizerRowGroup,
  OrganizerStep,
} from "@taxlane/organizer";

export type StepBlock =
  | { kind: "heading"; person: Exclude<OrganizerPerson, "household">; id: string }
  | { kind: "question"; question: OrganizerQuestion }
  | { kind: "group"; group: OrganizerRowGroup; questions: OrganizerQuestion[] };

/** The blocks of `step` given the questions asked on it (`asked`, in the step's order). */
export function stepBlocks(step: OrganizerStep, asked: readonly OrganizerQuestion[]): StepBlock[] {
  const people = new Set(asked.map((question) => question.person));
  const split = people.has("taxpayer") && people.has("spouse");
  const blocks: StepBlock[] = [];
  const drawnGroups = new Set<string>();
  let person: OrganizerPerson | null = null;
  for (const question of asked) {
    if (split && question.person !== "household" && question.person !== person) {
      person = question.person;
      blocks.push({ kind: "heading", person: question.person, id: `${step.id}-${question.person}` });
    }
    const group = step.groups.find((candidate) => candidate.id === question.groupId);
    if (group === undefined) {
      blocks.push({ kind: "question", question });
      continue;
    }
    if (drawnGroups.has(group.id)) continue;
    drawnGroups.add(group.id);
    blocks.push({
      kind: "group",
      group,
      questions: asked.filter((candidate) => candidate.groupId === group.id),
    });
  }
  return blocks;
}

/** What one row of a group is called ("Dependent"), in the language spoken. */
export function rowNoun(group: OrganizerRowGroup): string {
  return group.rowNoun();
}

/** What a hidden prefix reads for a person ("Spouse: ") so two equal labels on a step differ. */
export function personPrefix(person: OrganizerPerson): string {
  return person === "spouse" ? `${t("organizerFields.spousePrefix")} ` : "";
}

/** A row's noun in the middle of a sentence ("Remove dependent 2"); a name like "W-2" keeps its capitals. */
export function lowerFirst(noun: string): string {
  return /^\p{Lu}\p{Ll}/u.test(noun) ? noun.charAt(0).toLowerCase() + noun.slice(1) : noun;
}
