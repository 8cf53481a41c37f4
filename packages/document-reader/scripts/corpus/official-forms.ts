/**
 * The official forms that have fillable fields, and what each document puts in them: the values as
 * printed (field id → text, checkboxes ticked) and the same values normalised as the truth the reader
 * should find (box key → value).
 */
import type { DocumentKind } from "../../src/page";
import { printedMoney, type RandomValues } from "./random-values";

export interface FilledForm {
  kind: DocumentKind;
  /** The blank form in corpus/forms/. */
  form: string;
  /** Field id (the last part of the field's name, e.g. `f2_09`) → the text printed in it. */
  fields: Record<string, string>;
  /** Checkbox ids to tick. */
  checks: string[];
  truth: Record<string, string>;
}

type Filler = (random: RandomValues) => FilledForm;

/** Puts a money value both in the fields (printed with commas) and in the truth (normalised). */
function money(form: FilledForm, field: string, box: string, value: string) {
  form.fields[field] = printedMoney(value);
  form.truth[box] = value;
}

function text(form: FilledForm, field: string, box: string, printed: string) {
  form.fields[field] = printed;
  form.truth[box] = printed.replace(/\s+/g, " ").trim();
}

const round = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

/** The payer and recipient block every 1099 shares, under its own field ids. */
function payerAndRecipient(
  form: FilledForm,
  random: RandomValues,
  ids: { payer: string; payerTin: string; recipientTin: string; name: string; street: string; city: string },
  account?: string,
) {
  text(form, ids.payer, "payerName", `${random.company()}\n${random.street()}\n${random.cityLine()}`);
  text(form, ids.payerTin, "payerTin", random.ein());
  text(form, ids.recipientTin, "recipientTin", random.ssn());
  text(form, ids.name, "recipientName", random.personName());
  form.fields[ids.street] = random.street();
  form.fields[ids.city] = random.cityLine();
  if (account && random.chance(0.7))
    text(form, account, "accountNumber", `${random.digits(4)}-${random.digits(6)}`);
}

const box12Codes = ["D", "DD", "W", "C", "E", "AA", "G"];

const w2: Filler = (random) => {
  const form: FilledForm = { kind: "w2", form: "w2.pdf", fields: {}, checks: [], truth: {} };
  text(form, "f2_01", "boxA", random.ssn());
  text(form, "f2_02", "boxB", random.ein());
  text(form, "f2_03", "boxC", `${random.company()}\n${random.street()}\n${random.cityLine()}`);
  if (random.chance(0.5)) text(form, "f2_04", "boxD", random.digits(random.integer(5, 8)));
  const first = `${random.firstName()}${random.chance(0.4) ? ` ${random.pick(["A", "J", "M", "R"])}` : ""}`;
  const last = random.lastName();
  form.fields.f2_05 = first;
  form.fields.f2_06 = last;
  form.truth.boxE = `${first} ${last}`;
  text(form, "f2_08", "boxF", `${random.street()}\n${random.cityLine()}`);
  const wages = Number(random.money(18_000, 240_000));
  const socialWages = Math.min(wages, 160_200);
  money(form, "f2_09", "box1", round(wages));
  money(form, "f2_10", "box2", round(wages * (0.08 + random.next() * 0.14)));
  money(form, "f2_11", "box3", round(socialWages));
  money(form, "f2_12", "box4", round(socialWages * 0.062));
  money(form, "f2_13", "box5", round(wages));
  money(form, "f2_14", "box6", round(wages * 0.0145));
  if (random.chance(0.2)) money(form, "f2_15", "box7", random.money(200, 9_000));
  if (random.chance(0.1)) money(form, "f2_16", "box8", random.money(100, 4_000));
  if (random.chance(0.2)) money(form, "f2_18", "box10", random.money(500, 5_000));
  if (random.chance(0.1)) money(form, "f2_19", "box11", random.money(1_000, 20_000));
  const codes = [...box12Codes].sort(() => random.next() - 0.5).slice(0, random.integer(0, 4));
  ["a", "b", "c", "d"].forEach((letter, index) => {
    const code = codes[index];
    if (!code) return;
    const [codeField, amountField] = [`f2_${20 + index * 2}`, `f2_${21 + index * 2}`];
    text(form, codeField, `box12${letter}Code`, code);
    money(form, amountField, `box12${letter}Amount`, random.money(50, 20_000));
  });
  const retirement = codes.includes("D") || random.chance(0.2);
  const statutory = random.chance(0.1);
  const thirdParty = random.chance(0.1);
  if (statutory) form.checks.push("c2_2");
  if (retirement) form.checks.push("c2_3");
  if (thirdParty) form.checks.push("c2_4");
  form.truth.box13Statutory = String(statutory);
  form.truth.box13Retirement = String(retirement);
  form.truth.box13ThirdPartySick = String(thirdParty);
  if (random.chance(0.4))
    text(form, "f2_28", "box14", `${random.pick(["SDI", "UNION", "NYPFL"])} ${random.money(20, 900)}`);
  const state = random.state();
  text(form, "f2_29", "box15State", state);
  text(form, "f2_30", "box15EmployerStateId", `${random.digits(3)}-${random.digits(5)}`);
  money(form, "f2_33", "box16", round(wages));
  money(form, "f2_35", "box17", round(wages * (0.02 + random.next() * 0.05)));
  if (random.chance(0.3)) {
    money(form, "f2_37", "box18", round(wages));
    money(form, "f2_39", "box19", round(wages * 0.01));
    text(form, "f2_41", "box20", random.pick(["CLEVE", "COLUM", "NYC", "PHILA"]));
  }
  return form;
};

const interest: Filler = (random) => {
  const form: FilledForm = { kind: "1099-int", form: "1099INT.pdf", fields: {}, checks: [], truth: {} };
  const ids = {
    payer: "f2_1",
    payerTin: "f2_2",
    recipientTin: "f2_3",
    name: "f2_4",
    street: "f2_5",
    city: "f2_6",
  };
  payerAndRecipient(form, random, ids, "f2_7");
  money(form, "f2_9", "box1", random.money(5, 25_000));
  if (random.chance(0.3)) money(form, "f2_10", "box2", random.money(5, 400));
  if (random.chance(0.4)) money(form, "f2_11", "box3", random.money(5, 3_000));
  if (random.chance(0.3)) money(form, "f2_12", "box4", random.money(5, 2_000));
  if (random.chance(0.2)) money(form, "f2_14", "box6", random.money(5, 300));
  if (random.chance(0.3)) money(form, "f2_16", "box8", random.money(5, 4_000));
  return form;
};

const dividends: Filler = (random) => {
  const form: FilledForm = { kind: "1099-div", form: "1099DIV.pdf", fields: {}, checks: [], truth: {} };
  const ids = {
    payer: "f2_2",
    payerTin: "f2_3",
    recipientTin: "f2_4",
    name: "f2_5",
    street: "f2_6",
    city: "f2_7",
  };
  payerAndRecipient(form, random, ids, "f2_8");
  const ordinary = Number(random.money(20, 30_000));
  money(form, "f2_9", "box1a", round(ordinary));
  money(form, "f2_10", "box1b", round(ordinary * random.next()));
  if (random.chance(0.5)) money(form, "f2_11", "box2a", random.money(5, 8_000));
  if (random.chance(0.3)) money(form, "f2_18", "box4", random.money(5, 2_000));
  if (random.chance(0.3)) money(form, "f2_19", "box5", random.money(5, 900));
  if (random.chance(0.3)) money(form, "f2_21", "box7", random.money(5, 300));
  return form;
};

const retirement: Filler = (random) => {
  const form: FilledForm = { kind: "1099-r", form: "1099R.pdf", fields: {}, checks: [], truth: {} };
  const ids = {
    payer: "f2_01",
    payerTin: "f2_02",
    recipientTin: "f2_03",
    name: "f2_04",
    street: "f2_05",
    city: "f2_06",
  };
  payerAndRecipient(form, random, ids, "f2_07");
  const gross = Number(random.money(1_000, 90_000));
  money(form, "f2_08", "box1", round(gross));
  money(form, "f2_09", "box2a", round(gross * (0.5 + random.next() * 0.5)));
  money(form, "f2_11", "box4", round(gross * 0.2));
  text(form, "f2_14", "box7", random.pick(["7", "1", "G", "2", "4"]));
  if (random.chance(0.4)) money(form, "f2_22", "box14", round(gross * 0.04));
  return form;
};

const government: Filler = (random) => {
  const form: FilledForm = { kind: "1099-g", form: "1099G.pdf", fields: {}, checks: [], truth: {} };
  const ids = {
    payer: "f2_2",
    payerTin: "f2_3",
    recipientTin: "f2_4",
    name: "f2_5",
    street: "f2_6",
    city: "f2_7",
  };
  payerAndRecipient(form, random, ids, "f2_8");
  money(form, "f2_9", "box1", random.money(500, 14_000));
  if (random.chance(0.5)) money(form, "f2_10", "box2", random.money(50, 2_000));
  money(form, "f2_12", "box4", random.money(50, 1_400));
  return form;
};

const healthSavings: Filler = (random) => {
  const form: FilledForm = { kind: "1099-sa", form: "1099SA.pdf", fields: {}, checks: [], truth: {} };
  const ids = {
    payer: "f1_2",
    payerTin: "f1_3",
    recipientTin: "f1_4",
    name: "f1_5",
    street: "f1_6",
    city: "f1_7",
  };
  payerAndRecipient(form, random, ids, "f1_8");
  money(form, "f1_9", "box1", random.money(100, 6_000));
  text(form, "f1_11", "box3", "1");
  return form;
};

/** 1099-S is not a kind the reader tells apart: it stands for a tax form the reader calls "other". */
const realEstate: Filler = (random) => {
  const form: FilledForm = { kind: "other", form: "1099S.pdf", fields: {}, checks: [], truth: {} };
  const ids = {
    payer: "f2_2",
    payerTin: "f2_3",
    recipientTin: "f2_4",
    name: "f2_5",
    street: "f2_6",
    city: "f2_7",
  };
  payerAndRecipient(form, random, ids);
  money(form, "f2_10", "box2", random.money(90_000, 900_000));
  return form;
};

/** How many of each official form the corpus fills. */
export const officialFills: readonly (readonly [Filler, number])[] = [
  [w2, 24],
  [interest, 5],
  [dividends, 5],
  [retirement, 5],
  [government, 2],
  [healthSavings, 2],
  [realEstate, 2],
];
