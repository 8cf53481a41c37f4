/**
 * Values read from the taxpayer's documents (W-2, 1099-INT, 1099-DIV, 1099-NEC, 1099-R, 1098), as
 * answers: per person and kind one table, a row per document, a column per box. The taxpayer never
 * types into them; the API adds a value to its document's row when the taxpayer confirms what was read
 * (so the questions are `derived`: shown in reviews, not asked). A table with a taxpayer id or account
 * number column is sealed whole, like every answer with a sensitive column, and masked cell by cell.
 */

import { AnswerTypeId } from "@taxlane/contract";
import { type Phrase, phrase } from "../phrase";
import { type QuestionDraft, q } from "./build";
import type { OrganizerTable, OrganizerTableColumn } from "./types";

/** The kinds whose values have a place in the organizer. */
export const readValueKinds = ["w2", "1099-int", "1099-div", "1099-nec", "1099-r", "1098"] as const;
export type ReadValueKind = (typeof readValueKinds)[number];

export const isReadValueKind = (kind: string): kind is ReadValueKind =>
  (readValueKinds as readonly string[]).includes(kind);

/** The column naming the document a row's values came from (its file's id). */
export const READ_VALUES_DOCUMENT_COLUMN = "document";

const amount = (box: string, label: Phrase): OrganizerTableColumn => ({ key: box, label, input: "money" });
const words = (box: string, label: Phrase): OrganizerTableColumn => ({ key: box, label, input: "text" });
const taxId = (box: string, label: Phrase): OrganizerTableColumn => ({
  key: box,
  label,
  input: "text",
  sensitive: "taxId",
});
const numbered = (boxes: readonly string[]) =>
  boxes.map((box) => amount(box, phrase("organizerIncome.box", { box: box.slice(3) })));

/** The boxes of 1099s and the 1098 that name the two sides and the account. */
const accountNumber: OrganizerTableColumn = {
  key: "accountNumber",
  label: phrase("organizerIncome.accountNumber"),
  input: "text",
  sensitive: "accountNumber",
};
const parties: readonly OrganizerTableColumn[] = [
  words("payerName", phrase("organizerIncome.payersName")),
  words("payerTin", phrase("organizerIncome.payersTIN")),
  taxId("recipientTin", phrase("organizerIncome.recipientsTIN")),
  words("recipientName", phrase("organizerIncome.recipientsName")),
  accountNumber,
];
/** On a 1098 the lender files and the borrower (the taxpayer) receives. */
const mortgageParties: readonly OrganizerTableColumn[] = [
  words("lenderName", phrase("organizerIncome.lendersName")),
  words("lenderTin", phrase("organizerIncome.lendersTIN")),
  taxId("borrowerTin", phrase("organizerIncome.borrowersTIN")),
  words("borrowerName", phrase("organizerIncome.borrowersName")),
  accountNumber,
];

const range = (from: number, to: number, suffixes: readonly string[] = [""]) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index).flatMap((n) =>
    suffixes.map((suffix) => `box${n}${suffix}`),
  );

const columnsOf: Readonly<Record<ReadValueKind, readonly OrganizerTableColumn[]>> = {
  w2: [
    taxId("boxA", phrase("organizerIncome.employeesSSNBoxA")),
    words("boxB", phrase("organizerIncome.employersEINBoxB")),
    words("boxC", phrase("organizerIncome.employerBoxC")),
    words("boxD", phrase("organizerIncome.controlNumberBoxD")),
    words("boxE", phrase("organizerIncome.employeesNameBoxE")),
    words("boxF", phrase("organizerIncome.employeesAddressBoxF")),
    ...numbered(range(1, 11)),
    ...["a", "b", "c", "d"].flatMap((letter) => [
      words(`box12${letter}Code`, phrase("organizerIncome.box12Code", { letter })),
      amount(`box12${letter}Amount`, phrase("organizerIncome.box12Amount", { letter })),
    ]),
    words("box13Statutory", phrase("organizerIncome.statutoryEmployeeBox13")),
    words("box13Retirement", phrase("organizerIncome.retirementPlanBox13")),
    words("box13ThirdPartySick", phrase("organizerIncome.thirdPartySickPay")),
    words("box14", phrase("organizerIncome.box14")),
    words("box15State", phrase("organizerIncome.stateBox15")),
    words("box15EmployerStateId", phrase("organizerIncome.employersStateIDBox")),
    ...numbered(range(16, 19)),
    words("box20", phrase("organizerIncome.localityBox20")),
  ],
  "1099-int": [...parties, ...numbered(range(1, 17))],
  "1099-div": [
    ...parties,
    ...numbered(["box1a", "box1b", "box2a", "box2b", "box2c", "box2d", "box2e", "box2f"]),
    ...numbered(range(3, 16)),
  ],
  "1099-nec": [...parties, ...numbered(range(1, 7))],
  "1099-r": [
    ...parties,
    ...numbered(["box1", "box2a", "box2b", "box3", "box4", "box5", "box6"]),
    words("box7", phrase("organizerIncome.distributionCodeBox7")),
    ...numbered(["box8", "box9a", "box9b"]),
    ...numbered(range(10, 19)),
  ],
  "1098": [
    ...mortgageParties,
    ...numbered(["box1", "box2"]),
    words("box3", phrase("organizerIncome.mortgageOriginationDateBox")),
    ...numbered(range(4, 11)),
  ],
};

const titleOf: Readonly<Record<ReadValueKind, string>> = {
  w2: "W2",
  "1099-int": "1099Int",
  "1099-div": "1099Div",
  "1099-nec": "1099Nec",
  "1099-r": "1099R",
  "1098": "1098",
};

const labelOf: Readonly<Record<ReadValueKind, string>> = {
  w2: "W-2",
  "1099-int": "1099-INT",
  "1099-div": "1099-DIV",
  "1099-nec": "1099-NEC",
  "1099-r": "1099-R",
  "1098": "1098",
};

export type ReadValuesPerson = "taxPayer" | "spouse";

/** `taxPayer_ReadW2Values`, `spouse_Read1099IntValues`, … */
export const readValuesKey = (kind: ReadValueKind, person: ReadValuesPerson) =>
  `${person}_Read${titleOf[kind]}Values`;

/** The table of a kind's values: the document, then its boxes. */
export function readValuesTable(kind: ReadValueKind): OrganizerTable {
  return {
    addLabel: phrase("organizerIncome.addADocument"),
    columns: [words(READ_VALUES_DOCUMENT_COLUMN, phrase("organizerIncome.document")), ...columnsOf[kind]],
  };
}

/** The box keys of a kind that have a column (a value read from another box has no place). */
export const readValueBoxes = (kind: ReadValueKind): readonly string[] =>
  columnsOf[kind].map((column) => column.key);

/** A person's table of a kind's values, placed with that person's questions of the step. */
export function readValuesQuestion(kind: ReadValueKind, person: ReadValuesPerson): QuestionDraft {
  return q(readValuesKey(kind, person), {
    type: AnswerTypeId.json,
    label: phrase("organizerIncome.valuesConfirmedFrom", { form: labelOf[kind] }),
    table: readValuesTable(kind),
    derived: true,
  });
}

/** A person's tables of several kinds' values. */
export const readValuesQuestions = (kinds: readonly ReadValueKind[], person: ReadValuesPerson) =>
  kinds.map((kind) => readValuesQuestion(kind, person));
