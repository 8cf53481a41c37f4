import type { EngagementLetter, EngagementTemplate } from "@taxlane/contract";

/** A quote's letter as GET /TaxPreparation/EngagementLetter answers, with what a test changes. */
export function testLetter(change: Partial<EngagementLetter> = {}): EngagementLetter {
  return {
    quoteId: 41,
    version: 0,
    body: "Dana Nguyen will prepare the 2025 individual tax return of Ann Lee for $450.",
    letterHash: "hash-of-version-0",
    status: "not-signed",
    professionalName: "Dana Nguyen",
    taxpayerName: "Ann Lee",
    signedAt: null,
    signerName: null,
    signatureKind: null,
    consentGiven: false,
    acceptedAt: null,
    signedFile: null,
    earlierVersions: [],
    consentAvailable: true,
    ...change,
  };
}

export function testFile(name: string, id = 900) {
  return {
    id,
    name,
    createdDate: "2026-03-04T10:00:00.000Z",
    size: 20_000,
    contentType: "application/pdf",
    url: `/api/files/${id}`,
  };
}

export function testTemplate(change: Partial<EngagementTemplate> = {}): EngagementTemplate {
  return {
    body: "Taxlane letter: {professional} prepares the {taxYear} return of {taxpayer} for {price}.",
    isDefault: true,
    defaultBody: "Taxlane letter: {professional} prepares the {taxYear} return of {taxpayer} for {price}.",
    placeholders: [
      "{taxpayer}",
      "{professional}",
      "{price}",
      "{turnaround}",
      "{scope}",
      "{taxYear}",
      "{date}",
    ],
    updatedAt: null,
    ...change,
  };
}
