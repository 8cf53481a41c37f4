import type { TaxPreparationDetail } from "@taxlane/contract";

/** A job as GET /TaxPreparation/GetTaxPreparation answers it, for the web tests of its tabs. */
export function testJob(change: Partial<TaxPreparationDetail> = {}): TaxPreparationDetail {
  return {
    quoteId: 31,
    taxPreparationId: 5,
    jobType: "Personal",
    isIndividual: true,
    createdDate: "2026-02-01T10:00:00.000Z",
    requestDate: "2026-01-20T10:00:00.000Z",
    taxPreparationYear: 2025,
    price: 1200,
    jobStatusId: 2,
    taxReturnFile: null,
    accountant: { id: 7, firstName: "Dana", lastName: "Nguyen", avatar: null },
    taxpayer: {
      id: 9,
      firstName: "Sam",
      lastName: "Rivera",
      avatar: null,
      email: "sam@example.com",
      phoneNumber: null,
    },
    answers: {},
    ...change,
  };
}
