import type { DocumentKind } from "../page";

/**
 * What each kind prints: its form number and title, and labels no other kind carries. A phrase found
 * counts its weight; the kind with the most wins. Titles and form numbers weigh most; labels make up
 * for a title OCR lost. Phrases are matched squashed (see squash.ts), so case and spaces do not matter.
 */
export type Signature = readonly [phrase: string, weight: number];

export const kindSignatures: Record<Exclude<DocumentKind, "other">, readonly Signature[]> = {
  w2: [
    ["Wage and Tax Statement", 5],
    ["Form W-2", 3],
    ["Wages, tips, other compensation", 2],
    ["Employer identification number (EIN)", 1],
    ["Medicare wages and tips", 2],
    ["Social security tips", 1],
  ],
  "1099-int": [
    ["Interest Income", 3],
    ["Form 1099-INT", 4],
    ["Early withdrawal penalty", 2],
    ["Interest on U.S. Savings Bonds", 2],
    ["Tax-exempt interest", 1],
  ],
  "1099-div": [
    ["Dividends and Distributions", 4],
    ["Form 1099-DIV", 4],
    ["Total ordinary dividends", 2],
    ["Qualified dividends", 2],
    ["Total capital gain distr", 1],
  ],
  "1099-b": [
    ["Proceeds From Broker and Barter Exchange Transactions", 5],
    ["Form 1099-B", 4],
    ["Date acquired", 1],
    ["Cost or other basis", 2],
  ],
  "1099-nec": [
    ["Nonemployee Compensation", 5],
    ["Form 1099-NEC", 4],
  ],
  "1099-misc": [
    ["Miscellaneous Information", 4],
    ["Miscellaneous Income", 4],
    ["Form 1099-MISC", 4],
    ["Fishing boat proceeds", 2],
    ["Crop insurance proceeds", 1],
  ],
  "1099-r": [
    ["Distributions From Pensions", 5],
    ["Form 1099-R", 4],
    ["Gross distribution", 2],
    ["Taxable amount not determined", 2],
  ],
  "1099-g": [
    ["Certain Government Payments", 5],
    ["Form 1099-G", 4],
    ["Unemployment compensation", 2],
    ["State or local income tax refunds", 2],
  ],
  "1099-sa": [
    ["Distributions From an HSA", 5],
    ["Form 1099-SA", 4],
    ["Archer MSA", 1],
  ],
  "1099-k": [
    ["Payment Card and Third Party Network Transactions", 5],
    ["Form 1099-K", 4],
    ["Gross amount of payment card", 2],
  ],
  "ssa-1099": [
    ["Social Security Benefit Statement", 5],
    ["SSA-1099", 4],
    ["Net benefits for", 2],
  ],
  "1098": [
    ["Mortgage Interest Statement", 5],
    ["Form 1098", 3],
    ["Mortgage interest received from payer", 2],
    ["Outstanding mortgage principal", 2],
  ],
  "1098-t": [
    ["Tuition Statement", 5],
    ["Form 1098-T", 4],
    ["Payments received for qualified tuition", 2],
  ],
  "1098-e": [
    ["Student Loan Interest Statement", 5],
    ["Form 1098-E", 4],
    ["Student loan interest received by lender", 2],
  ],
  "1095-a": [
    ["Health Insurance Marketplace Statement", 5],
    ["Form 1095-A", 4],
    ["Monthly enrollment premiums", 2],
  ],
  "k1-1065": [
    ["Partner's Share of Income", 5],
    ["(Form 1065)", 4],
    ["Information About the Partnership", 2],
  ],
  "k1-1120s": [
    ["Shareholder's Share of Income", 5],
    ["(Form 1120-S)", 4],
    ["Information About the Corporation", 2],
  ],
  "k1-1041": [
    ["Beneficiary's Share of Income", 5],
    ["(Form 1041)", 4],
    ["Information About the Estate or Trust", 2],
  ],
  "prior-return": [
    ["U.S. Individual Income Tax Return", 6],
    ["Form 1040", 3],
    ["Filing Status", 2],
    ["Adjusted gross income", 1],
  ],
  "irs-notice": [
    ["Internal Revenue Service", 1],
    ["Notice date", 3],
    ["Amount due", 1],
    ["Taxpayer ID number", 1],
    ["We're proposing changes", 3],
    ["Department of the Treasury", 1],
  ],
};
