/**
 * Documents the corpus draws as running text with a few labelled values: statements whose layout the
 * reader does not extract boxes from (it tells their kind), letters, and "other" documents.
 */
import type { DrawnDocument } from "./drawn-forms";
import { printedMoney, type RandomValues } from "./random-values";

type Drawer = (random: RandomValues) => DrawnDocument;
type Line = readonly [text: string, size?: number, bold?: boolean];

const document = (
  kind: DrawnDocument["kind"],
  lines: Line[],
  truth: Record<string, string>,
): DrawnDocument => ({
  kind,
  cells: [],
  lines,
  truth,
});

const marketplace: Drawer = (random) => {
  const premium = random.money(200, 1_400);
  return document(
    "1095-a",
    [
      ["Form 1095-A   Health Insurance Marketplace Statement   2023", 13, true],
      ["Part I  Recipient Information", 10, true],
      [`1 Marketplace identifier  ${random.digits(2)}-${random.digits(4)}`],
      [`4 Recipient's name  ${random.personName()}`],
      ["Part III  Coverage Information", 10, true],
      ["Month   A. Monthly enrollment premiums   B. Monthly second lowest cost silver plan (SLCSP) premium"],
      [`21 January   ${printedMoney(premium)}`],
    ],
    { monthlyPremium: premium },
  );
};

const shareOf = (kind: "k1-1120s" | "k1-1041", random: RandomValues): DrawnDocument => {
  const income = random.money(500, 90_000);
  const [form, title, about] =
    kind === "k1-1120s"
      ? [
          "(Form 1120-S)",
          "Shareholder's Share of Income, Deductions, Credits, etc.",
          "Information About the Corporation",
        ]
      : [
          "(Form 1041)",
          "Beneficiary's Share of Income, Deductions, Credits, etc.",
          "Information About the Estate or Trust",
        ];
  return document(
    kind,
    [
      [`Schedule K-1 ${form}   2023`, 13, true],
      [title, 11, true],
      [`Part I  ${about}`, 10, true],
      [`A  Employer identification number  ${random.ein()}`],
      [`B  Name, address, city, state, and ZIP code  ${random.company()}`],
      ["Part III  Share of Current Year Income, Deductions, Credits, and Other Items", 10, true],
      [`1  Ordinary business income (loss)   ${printedMoney(income)}`],
    ],
    { box1: income },
  );
};

const socialSecurity: Drawer = (random) => {
  const benefits = random.money(6_000, 40_000);
  return document(
    "ssa-1099",
    [
      ["FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT   2023", 12, true],
      ["PART OF YOUR SOCIAL SECURITY BENEFITS SHOWN IN BOX 5 MAY BE TAXABLE INCOME."],
      [`Box 1. Name  ${random.personName().toUpperCase()}`],
      [`Box 2. Beneficiary's Social Security Number  ${random.ssn()}`],
      [`Box 3. Benefits Paid in 2023  ${printedMoney(benefits)}`],
      [`Box 5. Net Benefits for 2023 (Box 3 minus Box 4)  ${printedMoney(benefits)}`],
      ["DO NOT RETURN THIS FORM TO SSA OR IRS"],
    ],
    { box5: benefits },
  );
};

const priorReturn: Drawer = (random) => {
  const wages = random.money(20_000, 200_000);
  return document(
    "prior-return",
    [
      ["Form 1040   U.S. Individual Income Tax Return   2022", 13, true],
      ["Department of the Treasury - Internal Revenue Service   OMB No. 1545-0074"],
      ["Filing Status   [X] Single  [ ] Married filing jointly  [ ] Head of household"],
      [`Your first name and middle initial  ${random.firstName()}    Last name  ${random.lastName()}`],
      [`Home address (number and street)  ${random.street()}`],
      [`1a Total amount from Form(s) W-2, box 1   ${printedMoney(wages)}`],
      [`11 Subtract line 10 from line 9. This is your adjusted gross income   ${printedMoney(wages)}`],
    ],
    { line1a: wages },
  );
};

const notice: Drawer = (random) => {
  const due = random.money(100, 9_000);
  return document(
    "irs-notice",
    [
      ["Department of the Treasury", 10, true],
      ["Internal Revenue Service", 10, true],
      ["Notice CP2000   Tax year 2022", 12, true],
      [`Notice date  March ${random.integer(1, 28)}, 2024`],
      [`Taxpayer ID number  XXX-XX-${random.digits(4)}`],
      ["We're proposing changes to your 2022 Form 1040"],
      ["The income and payment information we have on file from your employers and banks does not match"],
      ["the information you reported on your tax return."],
      [`Amount due by April 15, 2024:  $${printedMoney(due)}`],
    ],
    { amountDue: due },
  );
};

const receipt: Drawer = (random) => {
  const total = random.money(5, 300);
  return document(
    "other",
    [
      [`${random.company().toUpperCase()}`, 14, true],
      [random.street()],
      [random.cityLine()],
      ["RECEIPT", 12, true],
      [`Office chair            ${printedMoney(random.money(40, 200))}`],
      [`Printer paper           ${printedMoney(random.money(5, 40))}`],
      [`TOTAL                   ${printedMoney(total)}`],
      ["Thank you for shopping with us"],
    ],
    { total },
  );
};

const letter: Drawer = (random) =>
  document(
    "other",
    [
      [random.company(), 12, true],
      [random.street()],
      [random.cityLine()],
      [""],
      [`Dear ${random.personName()},`],
      ["Thank you for renewing your membership with us this year. Your card is enclosed."],
      ["Please keep this letter for your records and call us with any questions."],
      ["Sincerely,"],
      [random.personName()],
    ],
    {},
  );

const invoice: Drawer = (random) => {
  const total = random.money(100, 5_000);
  return document(
    "other",
    [
      ["INVOICE", 16, true],
      [`Invoice number ${random.digits(6)}   Date 11/0${random.integer(1, 9)}/2023`],
      [`Bill to: ${random.personName()}, ${random.street()}, ${random.cityLine()}`],
      [`Consulting services, October   ${printedMoney(total)}`],
      [`Amount payable within 30 days: ${printedMoney(total)}`],
    ],
    { total },
  );
};

/** Values drawn on the official Schedule K-1 (Form 1065), whose fields are XFA and cannot be filled. */
const partnership: Drawer = (random) => {
  const income = random.money(500, 90_000);
  const ein = random.ein();
  return {
    kind: "k1-1065",
    cells: [],
    lines: [],
    onForm: "f1065sk1.pdf",
    marks: [
      [60, 176, ein],
      [60, 222, random.company()],
      [340, 126, printedMoney(income)],
    ],
    truth: { partnershipEin: ein, box1: income },
  };
};

/** How many of each the corpus draws. */
export const drawnLetters: readonly (readonly [Drawer, number])[] = [
  [marketplace, 1],
  [(random) => shareOf("k1-1120s", random), 1],
  [(random) => shareOf("k1-1041", random), 1],
  [partnership, 2],
  [socialSecurity, 1],
  [priorReturn, 1],
  [notice, 1],
  [receipt, 1],
  [letter, 1],
  [invoice, 1],
];
