import { documentKindLabel, namedOrganizerFileKeys, uploadDocumentKinds } from "@taxlane/contract";
import { businessOrganizer, individualOrganizer, organizerQuestions } from "@taxlane/organizer";
import { describe, expect, it } from "vitest";

const fileQuestions = [individualOrganizer, businessOrganizer].flatMap((definition) =>
  organizerQuestions(definition).filter((question) => question.isFile),
);

describe("a document's kind in people's words", () => {
  it("names every file question of both organizers, never by its key or an instruction", () => {
    expect(fileQuestions.length).toBeGreaterThan(100);
    const named = new Set(namedOrganizerFileKeys);
    expect(fileQuestions.filter((question) => !named.has(question.key)).map((q) => q.key)).toEqual([]);
    for (const question of fileQuestions) {
      const label = documentKindLabel(question.key, "a-file.pdf");
      expect(label, question.key).not.toBe("a-file.pdf");
      expect(label, question.key).not.toMatch(/^(Upload|Please)\b|_/);
    }
  });

  it("reads the W-2 and the driver's license as people say them", () => {
    expect(documentKindLabel("taxPayer_W2FormFile", "scan.pdf")).toBe("W-2");
    expect(documentKindLabel("spouse_W2FormFile", "scan.pdf")).toBe("W-2");
    expect(documentKindLabel("taxPayerImagesOfDriversLicense", "scan.pdf")).toBe("Driver's license, front");
    expect(documentKindLabel("previousTaxReturnFileUpload", "scan.pdf")).toBe("Prior-year return");
  });

  it("names each kind a taxpayer picks, and a repeated row as its first row", () => {
    for (const [kind, label] of Object.entries(uploadDocumentKinds)) {
      expect(documentKindLabel(kind, "scan.pdf")).toBe(label);
    }
    expect(documentKindLabel("expenses_Other_Amount3", "scan.pdf")).toBe(
      documentKindLabel("expenses_Other_Amount1", "none"),
    );
  });

  it("falls back to the file's name for a key it does not know", () => {
    expect(documentKindLabel("aFileKeyOfANewerClient", "hsa-statement.pdf")).toBe("hsa-statement.pdf");
    expect(documentKindLabel("toString", "statement.pdf")).toBe("statement.pdf");
  });
});
