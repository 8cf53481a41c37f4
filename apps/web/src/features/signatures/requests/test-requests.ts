import type { SignatureRequest, SignatureSigner, TaxPreparationDetail } from "@taxlane/contract";
import { testJob as baseJob } from "../../../testing/jobs";

/** Fixtures of the signature request tests: a job's requests as the API answers them. */
export function testJob(change: Partial<TaxPreparationDetail> = {}): TaxPreparationDetail {
  return baseJob({ price: 400, ...change });
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
    efileAuthorization: true,
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
