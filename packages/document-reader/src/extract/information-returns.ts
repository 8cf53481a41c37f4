import type { BoxSpec, FormSpec } from "./anchors";

/** The payer (or filer) and recipient column every 1099 and 1098 prints at its left. */
function parties(
  filer: string,
  filerTin: string,
  recipientTin: string,
  recipientName: string,
  keys: readonly string[],
): BoxSpec[] {
  const [
    filerKey = "payerName",
    filerTinKey = "payerTin",
    recipientTinKey = "recipientTin",
    nameKey = "recipientName",
  ] = keys;
  return [
    { box: filerKey, label: filer, labelEnd: "telephone", shape: "text", maxHeight: 0.09 },
    { box: filerTinKey, label: filerTin, shape: "ein" },
    { box: recipientTinKey, label: recipientTin, shape: "ssn" },
    { box: nameKey, label: recipientName, shape: "text", maxHeight: 0.04 },
    { box: "accountNumber", label: "Account number (see instructions)", shape: "text", maxHeight: 0.04 },
  ];
}

const payer = () =>
  parties("PAYER'S name, street address", "PAYER'S TIN", "RECIPIENT'S TIN", "RECIPIENT'S name", []);

const money = (box: string, label: string): BoxSpec => ({ box, label, shape: "money" });

/** Labels every 1099 prints that are no box of ours but bound the regions around them. */
const commonStops = [
  "Street address (including apt. no.)",
  "City or town, state or province, country, and ZIP",
  "OMB No.",
  "For calendar year",
  "(Rev. January 2022)",
  "FATCA filing",
  "Payer's RTN",
  "VOID",
  "CORRECTED",
];

export const interestForm: FormSpec = {
  boxes: [
    ...payer(),
    money("box1", "1 Interest income"),
    money("box2", "2 Early withdrawal penalty"),
    money("box3", "3 Interest on U.S. Savings Bonds"),
    money("box4", "4 Federal income tax"),
    money("box5", "5 Investment expenses"),
    money("box6", "6 Foreign tax paid"),
    money("box8", "8 Tax-exempt interest"),
    money("box9", "9 Specified private activity"),
    money("box10", "10 Market discount"),
    money("box11", "11 Bond premium"),
  ],
  stops: [
    ...commonStops,
    "7 Foreign country",
    "12 Bond premium on Treasury",
    "13 Bond premium on tax-exempt",
    "14 Tax-exempt and tax credit",
    "Interest Income",
  ],
};

export const dividendsForm: FormSpec = {
  boxes: [
    ...payer(),
    money("box1a", "1a Total ordinary dividends"),
    money("box1b", "1b Qualified dividends"),
    money("box2a", "2a Total capital gain distr"),
    money("box2b", "2b Unrecap. Sec. 1250 gain"),
    money("box2c", "2c Section 1202 gain"),
    money("box2d", "2d Collectibles (28%) gain"),
    money("box3", "3 Nondividend distributions"),
    money("box4", "4 Federal income tax"),
    money("box5", "5 Section 199A dividends"),
    money("box6", "6 Investment expenses"),
    money("box7", "7 Foreign tax paid"),
    money("box9", "9 Cash liquidation distributions"),
    money("box10", "10 Noncash liquidation distributions"),
    money("box12", "12 Exempt-interest dividends"),
  ],
  stops: [
    ...commonStops,
    "2e Section 897",
    "2f Section 897",
    "8 Foreign country",
    "13 Specified private",
    "14 State",
    "Dividends and",
  ],
};

export const retirementForm: FormSpec = {
  boxes: [
    ...payer(),
    money("box1", "1 Gross distribution"),
    money("box2a", "2a Taxable amount"),
    money("box3", "3 Capital gain"),
    money("box4", "4 Federal income tax"),
    money("box5", "5 Employee contributions"),
    money("box6", "6 Net unrealized"),
    { box: "box7", label: "7 Distribution", labelEnd: "code(s)", shape: "text", maxHeight: 0.03 },
    money("box14", "14 State tax withheld"),
    money("box16", "16 State distribution"),
    money("box17", "17 Local tax withheld"),
    money("box19", "19 Local distribution"),
  ],
  stops: [
    ...commonStops,
    "2b Taxable amount",
    "Total distribution",
    "IRA/",
    "8 Other",
    "9a Your percentage",
    "9b Total employee",
    "10 Amount allocable",
    "11 1st year",
    "12 FATCA",
    "13 Date of",
    "15 State/Payer's",
    "18 Name of locality",
    "Distributions From",
  ],
};

/** The drawn 1099-NEC and 1098 follow the IRS's layout and labels (scripts/corpus/drawn-forms.ts). */
export const nonemployeeForm: FormSpec = {
  boxes: [
    ...payer(),
    money("box1", "1 Nonemployee compensation"),
    money("box4", "4 Federal income tax"),
    money("box5", "5 State tax withheld"),
    { box: "box6", label: "6 State/Payer's state no.", shape: "text", maxHeight: 0.04 },
    money("box7", "7 State income"),
  ],
  stops: [
    ...commonStops,
    "2 Payer made direct sales",
    "3 Excess golden parachute",
    "Nonemployee Compensation",
  ],
};

export const mortgageForm: FormSpec = {
  boxes: [
    ...parties(
      "RECIPIENT'S/LENDER'S name",
      "RECIPIENT'S/LENDER'S TIN",
      "PAYER'S/BORROWER'S TIN",
      "PAYER'S/BORROWER'S name",
      ["lenderName", "lenderTin", "borrowerTin", "borrowerName"],
    ),
    money("box1", "1 Mortgage interest received"),
    money("box2", "2 Outstanding mortgage principal"),
    { box: "box3", label: "3 Mortgage origination date", shape: "text", maxHeight: 0.04 },
    money("box4", "4 Refund of overpaid interest"),
    money("box5", "5 Mortgage insurance premiums"),
    money("box6", "6 Points paid on purchase"),
  ],
  stops: [
    ...commonStops,
    "7 If address of property",
    "8 Address or description",
    "9 Number of properties",
    "10 Other",
    "11 Mortgage acquisition date",
    "Mortgage Interest Statement",
  ],
};
