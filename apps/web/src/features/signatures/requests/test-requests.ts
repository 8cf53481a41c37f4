import type { SignatureRequest, SignatureSigner, TaxPreparationDetail } from "@taxlane/contract";

/** Fixtures of the signature request tests: a job and its requests as the API answers them. */
export function testJob(change: Partial<TaxPreparationDetail> = {}): TaxPreparationDetail {
  return {
    quoteId: 31,
    taxPreparationId: 5,
    jobType: "Personal",
    isIndividual: true,
    createdDate: "2026-02-01T10:00:00.000Z",
    requestDate: "2026-01-20T10:00:00.000Z",
    taxPreparationYear: 2025,
    price: 400,
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

export function testFile(id: number, name: string) {
  return {
    id,
    name,
    createdDate: "2026-03-01T10:00:00.000Z",
    size: 1200,
    contentType: "application/pdf",
    url: `/api/files/${id}`,
  };
}

export function testSigner(change: Partial<SignatureSigner> = {}): SignatureSigner {
  return {
    id: 51,
    role: "taxpayer",
    name: "Sam Rivera",
    email: "sam@example.com",
    state: "waiting",
    identityStatus: "none",
    identityTriesLeft: 2,
    identityMethod: null,
    viewedAt: null,
    signedAt: null,
    paperFile: null,
    paperUploadedAt: null,
    paperNote: null,
    isYou: false,
    ...change,
  };
}

export function testRequest(change: Partial<SignatureRequest> = {}): SignatureRequest {
  return {
    id: 41,
    quoteId: 31,
    title: "Form 8879 for 2025",
    status: "sent",
    identityRequired: true,
    createdAt: "2026-03-01T10:00:00.000Z",
    sentAt: "2026-03-02T10:00:00.000Z",
    expiresAt: "2026-03-16T10:00:00.000Z",
    completedAt: null,
    withdrawnAt: null,
    pageSizes: [{ width: 612, height: 792 }],
    originalFile: testFile(70, "form-8879.pdf"),
    signedFile: null,
    signers: [testSigner()],
    fields: [],
    ...change,
  };
}
