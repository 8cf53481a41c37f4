import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  AppointmentTypeId,
  appointmentTimeLabel,
  appointmentTimeSchema,
  appointmentTimes,
  appointmentTypeIdSchema,
  appointmentTypeLabels,
  BlogTypeEnum,
  BusinessTransactionAccountingSoftwareId,
  blogTypeEnumSchema,
  blogTypeLabels,
  businessTransactionAccountingSoftwareIdSchema,
  businessTransactionAccountingSoftwareLabels,
  DeductionTypeId,
  deductionTypeIdSchema,
  deductionTypeLabels,
  FactorThatHelpYouHirePreparer,
  factorThatHelpYouHirePreparerLabels,
  factorThatHelpYouHirePreparerSchema,
  IncomeTypeId,
  incomeTypeIdSchema,
  incomeTypeLabels,
  JobStatusId,
  jobStatusIdSchema,
  jobStatusLabels,
  LastYearPreparationCostId,
  LastYearPreparedExpertId,
  lastYearPreparationCostIdSchema,
  lastYearPreparationCostLabels,
  lastYearPreparedExpertIdSchema,
  lastYearPreparedExpertLabels,
  QuoteActionStatusId,
  QuoteStatusId,
  quoteActionStatusIdSchema,
  quoteActionStatusLabels,
  quoteStatusIdSchema,
  quoteStatusLabels,
  ReasonToLookNewPreparer,
  RoleId,
  reasonToLookNewPreparerLabels,
  reasonToLookNewPreparerSchema,
  roleIdSchema,
  roleLabels,
  TaxPreparationTypeId,
  TaxPreparerTypeId,
  ThirdPartyPaymentProcessorId,
  TransactionsReconcileHelperId,
  taxPreparationTypeIdSchema,
  taxPreparationTypeLabels,
  taxPreparerTypeIdSchema,
  taxPreparerTypeLabels,
  thirdPartyPaymentProcessorIdSchema,
  thirdPartyPaymentProcessorLabels,
  transactionsReconcileHelperIdSchema,
  transactionsReconcileHelperLabels,
  WorkingTypeId,
  workingTypeIdSchema,
  workingTypeLabels,
  YesNoDontKnowId,
  yesNoDontKnowIdSchema,
  yesNoDontKnowLabels,
} from "./codes";

interface TableCase {
  values: Readonly<Record<string, number>>;
  expectedValues: Record<string, number>;
  labels: Readonly<Record<number, string>>;
  expectedLabels: Record<number, string>;
  schema: z.ZodType;
}

// Expected values and labels are written out from the codes the existing client uses.
const tables: Record<string, TableCase> = {
  roleId: {
    values: RoleId,
    expectedValues: { taxpayer: 1, expert: 2, admin: 3 },
    labels: roleLabels,
    expectedLabels: { 1: "Taxpayer", 2: "Expert", 3: "Admin" },
    schema: roleIdSchema,
  },
  taxPreparationTypeId: {
    values: TaxPreparationTypeId,
    expectedValues: { individual: 1, businessEntity: 2, both: 3 },
    labels: taxPreparationTypeLabels,
    expectedLabels: { 1: "Individual", 2: "Business entity", 3: "Both" },
    schema: taxPreparationTypeIdSchema,
  },
  taxPreparerTypeId: {
    values: TaxPreparerTypeId,
    expectedValues: { attorney: 1, cpa: 2, enrolledAgent: 3, registeredTaxPreparer: 4 },
    labels: taxPreparerTypeLabels,
    expectedLabels: { 1: "Attorney", 2: "CPA", 3: "Enrolled agent", 4: "Registered tax preparer" },
    schema: taxPreparerTypeIdSchema,
  },
  workingTypeIds: {
    values: WorkingTypeId,
    expectedValues: { onlineOrPhone: 1, travelsToClients: 2, clientsTravelToThem: 3 },
    labels: workingTypeLabels,
    expectedLabels: { 1: "Online or phone", 2: "Travels to clients", 3: "Clients travel to them" },
    schema: workingTypeIdSchema,
  },
  incomeTypeIds: {
    values: IncomeTypeId,
    expectedValues: {
      w2: 1,
      form1099NecOrK: 2,
      k1: 3,
      form1099BIntDiv: 4,
      rentalProperties: 5,
      ssa1099Or1099R: 6,
      other: 7,
    },
    labels: incomeTypeLabels,
    expectedLabels: {
      1: "W-2",
      2: "1099-NEC/1099-K",
      3: "K-1",
      4: "1099-B/INT/DIV",
      5: "Rental properties",
      6: "SSA-1099/1099-R",
      7: "Other",
    },
    schema: incomeTypeIdSchema,
  },
  deductionTypeId: {
    values: DeductionTypeId,
    expectedValues: { itemize: 1, standard: 2, dontKnow: 3 },
    labels: deductionTypeLabels,
    expectedLabels: { 1: "Itemize", 2: "Standard", 3: "Don't know" },
    schema: deductionTypeIdSchema,
  },
  lastYearPreparedExpertId: {
    values: LastYearPreparedExpertId,
    expectedValues: { selfPrepared: 1, cpa: 2, enrolledAgent: 3, taxPreparer: 4, other: 5 },
    labels: lastYearPreparedExpertLabels,
    expectedLabels: { 1: "Self-prepared", 2: "CPA", 3: "Enrolled agent", 4: "Tax preparer", 5: "Other" },
    schema: lastYearPreparedExpertIdSchema,
  },
  lastYearPreparationCostId: {
    values: LastYearPreparationCostId,
    expectedValues: { upTo250: 1, from250To500: 2, from500To750: 3, over750: 4, dontRemember: 5 },
    labels: lastYearPreparationCostLabels,
    expectedLabels: { 1: "$0-250", 2: "$250-500", 3: "$500-750", 4: "Over $750", 5: "Don't remember" },
    schema: lastYearPreparationCostIdSchema,
  },
  reasonToLookNewPreparer: {
    values: ReasonToLookNewPreparer,
    expectedValues: {
      chargedTooMuch: 1,
      didNotReturnCallsOrMessages: 2,
      madeErrors: 3,
      retiredOrMoved: 4,
      thingsGotMoreComplicated: 5,
      tookTooLong: 6,
    },
    labels: reasonToLookNewPreparerLabels,
    expectedLabels: {
      1: "Charged too much",
      2: "Did not return calls or messages",
      3: "Made errors",
      4: "Retired or moved",
      5: "Things got more complicated",
      6: "Took too long",
    },
    schema: reasonToLookNewPreparerSchema,
  },
  factorThatHelpYouHirePreparer: {
    values: FactorThatHelpYouHirePreparer,
    expectedValues: {
      experience: 1,
      professionalCertification: 2,
      reputation: 3,
      price: 4,
      convenience: 5,
      accessibility: 6,
    },
    labels: factorThatHelpYouHirePreparerLabels,
    expectedLabels: {
      1: "Experience",
      2: "Professional certification",
      3: "Reputation",
      4: "Price",
      5: "Convenience",
      6: "Accessibility",
    },
    schema: factorThatHelpYouHirePreparerSchema,
  },
  businessTransactionAccountingSoftwareId: {
    values: BusinessTransactionAccountingSoftwareId,
    expectedValues: { quickBooks: 1, xero: 2, excel: 3, other: 4, dontKnow: 5 },
    labels: businessTransactionAccountingSoftwareLabels,
    expectedLabels: { 1: "QuickBooks", 2: "Xero", 3: "Excel", 4: "Other", 5: "Don't know" },
    schema: businessTransactionAccountingSoftwareIdSchema,
  },
  yesNoDontKnow: {
    values: YesNoDontKnowId,
    expectedValues: { yes: 1, no: 2, dontKnow: 3 },
    labels: yesNoDontKnowLabels,
    expectedLabels: { 1: "Yes", 2: "No", 3: "Don't know" },
    schema: yesNoDontKnowIdSchema,
  },
  transactionsReconcileHelperId: {
    values: TransactionsReconcileHelperId,
    expectedValues: { bookkeeper: 1, accountant: 2, consultant: 3, someoneElse: 4 },
    labels: transactionsReconcileHelperLabels,
    expectedLabels: { 1: "Bookkeeper", 2: "Accountant", 3: "Consultant", 4: "Someone else" },
    schema: transactionsReconcileHelperIdSchema,
  },
  thirdPartyPaymentProcessorId: {
    values: ThirdPartyPaymentProcessorId,
    expectedValues: { payPal: 1, square: 2, stripe: 3, zelle: 4, other: 5 },
    labels: thirdPartyPaymentProcessorLabels,
    expectedLabels: { 1: "PayPal", 2: "Square", 3: "Stripe", 4: "Zelle", 5: "Other" },
    schema: thirdPartyPaymentProcessorIdSchema,
  },
  quoteStatusId: {
    values: QuoteStatusId,
    expectedValues: { accepted: 6, notAccepted: 7, pending: 8 },
    labels: quoteStatusLabels,
    expectedLabels: { 6: "Accepted", 7: "Not accepted", 8: "Pending" },
    schema: quoteStatusIdSchema,
  },
  quoteActionStatusId: {
    values: QuoteActionStatusId,
    expectedValues: { chosenWaitingForInformation: 9, confirmed: 10, declined: 11 },
    labels: quoteActionStatusLabels,
    expectedLabels: { 9: "Chosen, waiting for information", 10: "Confirmed", 11: "Declined" },
    schema: quoteActionStatusIdSchema,
  },
  jobStatusId: {
    values: JobStatusId,
    expectedValues: { notStarted: 1, inProcess: 2, inForReview: 3, filed: 4, waitingForInformation: 9 },
    labels: jobStatusLabels,
    expectedLabels: {
      1: "Not started",
      2: "In process",
      3: "In for review",
      4: "Filed",
      9: "Waiting for information",
    },
    schema: jobStatusIdSchema,
  },
  appointmentTypeId: {
    values: AppointmentTypeId,
    expectedValues: { inPerson: 1, phoneCall: 2, videoChat: 3 },
    labels: appointmentTypeLabels,
    expectedLabels: { 1: "In person", 2: "Phone call", 3: "Video chat" },
    schema: appointmentTypeIdSchema,
  },
  blogTypeEnum: {
    values: BlogTypeEnum,
    expectedValues: { forTaxpayers: 1, forAccountants: 2, both: 3 },
    labels: blogTypeLabels,
    expectedLabels: { 1: "For taxpayers", 2: "For accountants", 3: "Both" },
    schema: blogTypeEnumSchema,
  },
};

describe.each(Object.entries(tables))("code table %s", (_, table) => {
  it("has exactly the spec's named values", () => {
    expect(table.values).toStrictEqual(table.expectedValues);
  });

  it("has exactly the spec's labels", () => {
    expect(table.labels).toStrictEqual(table.expectedLabels);
  });

  it("accepts every value", () => {
    for (const value of Object.values(table.expectedValues)) {
      expect(table.schema.parse(value)).toBe(value);
    }
  });

  it("refuses values outside the table, numeric text and non-numbers", () => {
    const known = new Set(Object.values(table.expectedValues));
    for (const value of [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1.5].filter((v) => !known.has(v))) {
      expect(table.schema.safeParse(value).success).toBe(false);
    }
    for (const value of ["1", null, undefined, true, {}]) {
      expect(table.schema.safeParse(value).success).toBe(false);
    }
  });

  it("refuses with the spec's generic invalid-input text", () => {
    const result = table.schema.safeParse(999);
    expect(result.error?.issues.map((issue) => issue.message)).toStrictEqual([
      "Check this entry: it is not a value this field accepts.",
    ]);
  });

  it("cannot be changed at run time", () => {
    expect(Object.isFrozen(table.values)).toBe(true);
    expect(Object.isFrozen(table.labels)).toBe(true);
  });
});

describe("appointment time", () => {
  it("runs from 0 to 23", () => {
    expect(appointmentTimes).toStrictEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
    ]);
  });

  it("labels each slot half past its hour", () => {
    expect(appointmentTimes.map(appointmentTimeLabel)).toStrictEqual([
      "0:30",
      "1:30",
      "2:30",
      "3:30",
      "4:30",
      "5:30",
      "6:30",
      "7:30",
      "8:30",
      "9:30",
      "10:30",
      "11:30",
      "12:30",
      "13:30",
      "14:30",
      "15:30",
      "16:30",
      "17:30",
      "18:30",
      "19:30",
      "20:30",
      "21:30",
      "22:30",
      "23:30",
    ]);
  });

  it("accepts 0 to 23 and refuses anything else", () => {
    expect(appointmentTimeSchema.parse(0)).toBe(0);
    expect(appointmentTimeSchema.parse(23)).toBe(23);
    for (const value of [-1, 24, 0.5, "3", null]) {
      const result = appointmentTimeSchema.safeParse(value);
      expect(result.error?.issues[0]?.message).toBe(
        "Check this entry: it is not a value this field accepts.",
      );
    }
  });
});
