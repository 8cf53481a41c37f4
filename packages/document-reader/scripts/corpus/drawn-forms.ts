/**
 * The documents the corpus draws: forms the official folder lacks, laid out like the real form (a
 * payer/recipient column at the left, numbered boxes at the right), and letters, a prior-year return
 * and "other" documents as running text. Each says what it prints and the truth the reader should find.
 */
import type { DocumentKind } from "../../src/page";
import type { Cell } from "./draw-page";
import { printedMoney, type RandomValues } from "./random-values";

export interface DrawnDocument {
  kind: DocumentKind;
  title?: readonly [formNumber: string, title: string];
  cells: Cell[];
  lines: readonly (readonly [text: string, size?: number, bold?: boolean])[];
  /** Values drawn at points of an official page (K-1 1065's XFA page): [x, y from the top, text]. */
  marks?: readonly (readonly [x: number, y: number, text: string])[];
  /** The official page the marks are drawn on, in corpus/forms/. */
  onForm?: string;
  truth: Record<string, string>;
}

interface Box {
  key: string;
  label: string;
  kind: "money" | "text";
  /** The chance the box is filled. */
  chance: number;
  value?: (random: RandomValues) => string;
}

interface InformationReturn {
  kind: DocumentKind;
  formNumber: string;
  title: string;
  /** Labels of the left column: [truth key, label], filer first. */
  filer: readonly [key: string, label: string];
  filerTin: readonly [key: string, label: string];
  recipientTin: readonly [key: string, label: string];
  recipientName: readonly [key: string, label: string];
  boxes: readonly Box[];
}

const money = (key: string, label: string, chance = 1, low = 10, high = 40_000): Box => ({
  key,
  label,
  kind: "money",
  chance,
  value: (random) => random.money(low, high),
});

const payerLabels = {
  filer: [
    "payerName",
    "PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
  ],
  filerTin: ["payerTin", "PAYER'S TIN"],
  recipientTin: ["recipientTin", "RECIPIENT'S TIN"],
  recipientName: ["recipientName", "RECIPIENT'S name"],
} as const;

export const informationReturns: readonly InformationReturn[] = [
  {
    kind: "1099-nec",
    formNumber: "1099-NEC",
    title: "Nonemployee Compensation",
    ...payerLabels,
    boxes: [
      money("box1", "1 Nonemployee compensation", 1, 600, 90_000),
      money("box4", "4 Federal income tax withheld", 0.4, 10, 9_000),
      money("box5", "5 State tax withheld", 0.4, 10, 3_000),
      {
        key: "box6",
        label: "6 State/Payer's state no.",
        kind: "text",
        chance: 0.4,
        value: (r) => `${r.state()} ${r.digits(7)}`,
      },
      money("box7", "7 State income", 0.4, 600, 90_000),
    ],
  },
  {
    kind: "1099-misc",
    formNumber: "1099-MISC",
    title: "Miscellaneous Information",
    ...payerLabels,
    boxes: [
      money("box1", "1 Rents", 0.6),
      money("box2", "2 Royalties", 0.4),
      money("box3", "3 Other income", 0.5),
      money("box4", "4 Federal income tax withheld", 0.4),
      money("box5", "5 Fishing boat proceeds", 0.2),
      money("box6", "6 Medical and health care payments", 0.3),
    ],
  },
  {
    kind: "1099-b",
    formNumber: "1099-B",
    title: "Proceeds From Broker and Barter Exchange Transactions",
    ...payerLabels,
    boxes: [
      {
        key: "box1a",
        label: "1a Description of property",
        kind: "text",
        chance: 1,
        value: (r) => `${r.integer(5, 400)} SH ACME CORP`,
      },
      {
        key: "box1b",
        label: "1b Date acquired",
        kind: "text",
        chance: 1,
        value: (r) => `0${r.integer(1, 9)}/1${r.integer(0, 9)}/2021`,
      },
      {
        key: "box1c",
        label: "1c Date sold or disposed",
        kind: "text",
        chance: 1,
        value: (r) => `1${r.integer(0, 2)}/0${r.integer(1, 9)}/2023`,
      },
      money("box1d", "1d Proceeds", 1),
      money("box1e", "1e Cost or other basis", 1),
      money("box4", "4 Federal income tax withheld", 0.3, 10, 2_000),
    ],
  },
  {
    kind: "1098",
    formNumber: "1098",
    title: "Mortgage Interest Statement",
    filer: [
      "lenderName",
      "RECIPIENT'S/LENDER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
    ],
    filerTin: ["lenderTin", "RECIPIENT'S/LENDER'S TIN"],
    recipientTin: ["borrowerTin", "PAYER'S/BORROWER'S TIN"],
    recipientName: ["borrowerName", "PAYER'S/BORROWER'S name"],
    boxes: [
      money("box1", "1 Mortgage interest received from payer(s)/borrower(s)", 1, 800, 30_000),
      money("box2", "2 Outstanding mortgage principal", 1, 40_000, 900_000),
      {
        key: "box3",
        label: "3 Mortgage origination date",
        kind: "text",
        chance: 1,
        value: (r) => `0${r.integer(1, 9)}/1${r.integer(0, 9)}/20${r.integer(10, 22)}`,
      },
      money("box4", "4 Refund of overpaid interest", 0.2, 10, 500),
      money("box5", "5 Mortgage insurance premiums", 0.4, 100, 2_500),
      money("box6", "6 Points paid on purchase of principal residence", 0.3, 100, 6_000),
    ],
  },
  {
    kind: "1098-t",
    formNumber: "1098-T",
    title: "Tuition Statement",
    filer: [
      "filerName",
      "FILER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone number",
    ],
    filerTin: ["filerTin", "FILER'S employer identification no."],
    recipientTin: ["studentTin", "STUDENT'S TIN"],
    recipientName: ["studentName", "STUDENT'S name"],
    boxes: [
      money("box1", "1 Payments received for qualified tuition and related expenses", 1, 2_000, 40_000),
      money("box5", "5 Scholarships or grants", 0.5, 500, 20_000),
    ],
  },
  {
    kind: "1098-e",
    formNumber: "1098-E",
    title: "Student Loan Interest Statement",
    filer: ["lenderName", "RECIPIENT'S/LENDER'S name, address, and telephone number"],
    filerTin: ["lenderTin", "RECIPIENT'S TIN"],
    recipientTin: ["borrowerTin", "BORROWER'S TIN"],
    recipientName: ["borrowerName", "BORROWER'S name"],
    boxes: [money("box1", "1 Student loan interest received by lender", 1, 50, 2_500)],
  },
  {
    kind: "1099-k",
    formNumber: "1099-K",
    title: "Payment Card and Third Party Network Transactions",
    filer: [
      "filerName",
      "FILER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
    ],
    filerTin: ["filerTin", "FILER'S TIN"],
    recipientTin: ["payeeTin", "PAYEE'S TIN"],
    recipientName: ["payeeName", "PAYEE'S name"],
    boxes: [
      money("box1a", "1a Gross amount of payment card/third party network transactions", 1, 600, 80_000),
      money("box4", "4 Federal income tax withheld", 0.3, 10, 2_000),
    ],
  },
];

/** Lays an information return out as the IRS does: the parties at the left, the boxes in two columns. */
export function drawInformationReturn(spec: InformationReturn, random: RandomValues): DrawnDocument {
  const truth: Record<string, string> = {};
  const put = (key: string, value: string) => {
    truth[key] = value.replace(/\s+/g, " ").trim();
    return value;
  };
  const left = 36;
  const column = 264;
  const cells: Cell[] = [
    {
      x: left,
      y: 50,
      width: column,
      height: 84,
      label: spec.filer[1],
      value: put(spec.filer[0], `${random.company()}\n${random.street()}\n${random.cityLine()}`),
    },
    {
      x: left,
      y: 134,
      width: column / 2,
      height: 36,
      label: spec.filerTin[1],
      value: put(spec.filerTin[0], random.ein()),
    },
    {
      x: left + column / 2,
      y: 134,
      width: column / 2,
      height: 36,
      label: spec.recipientTin[1],
      value: put(spec.recipientTin[0], random.ssn()),
    },
    {
      x: left,
      y: 170,
      width: column,
      height: 34,
      label: spec.recipientName[1],
      value: put(spec.recipientName[0], random.personName()),
    },
    {
      x: left,
      y: 204,
      width: column,
      height: 34,
      label: "Street address (including apt. no.)",
      value: random.street(),
    },
    {
      x: left,
      y: 238,
      width: column,
      height: 34,
      label: "City or town, state or province, country, and ZIP or foreign postal code",
      value: random.cityLine(),
    },
  ];
  const account = random.chance(0.7)
    ? put("accountNumber", `${random.digits(4)}-${random.digits(6)}`)
    : undefined;
  cells.push({
    x: left,
    y: 272,
    width: column,
    height: 34,
    label: "Account number (see instructions)",
    value: account,
  });
  const boxWidth = 138;
  spec.boxes.forEach((box, index) => {
    const filled = random.chance(box.chance) && box.value;
    const value = filled ? box.value?.(random) : undefined;
    if (value) truth[box.key] = value;
    const printed = value && box.kind === "money" ? printedMoney(value) : value;
    const x = left + column + (index % 2) * boxWidth;
    const y = 50 + Math.floor(index / 2) * 44;
    cells.push({
      x,
      y,
      width: boxWidth,
      height: 44,
      label: box.label,
      value: printed,
      money: box.kind === "money",
    });
  });
  return { kind: spec.kind, title: [spec.formNumber, spec.title], cells, lines: [], truth };
}
