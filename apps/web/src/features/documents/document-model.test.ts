import { DocumentStatusId } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import {
  awaitsUpload,
  bundleDocumentIds,
  canReview,
  documentStatusLabel,
  documentStatusTone,
  ownerLabel,
} from "./document-model";

describe("bundleDocumentIds", () => {
  it("joins the chosen ids with commas, once each", () => {
    expect(bundleDocumentIds(["o12", "r3", "o12"])).toBe("o12,r3");
  });
  it("leaves the query out when none is chosen, which asks for every provided document", () => {
    expect(bundleDocumentIds([])).toBeUndefined();
    expect(bundleDocumentIds([" ", ""])).toBeUndefined();
  });
});

describe("document status", () => {
  it("labels each status", () => {
    expect(documentStatusLabel(DocumentStatusId.requested)).toBe("Requested");
    expect(documentStatusLabel(DocumentStatusId.provided)).toBe("Provided");
    expect(documentStatusLabel(DocumentStatusId.accepted)).toBe("Accepted");
    expect(documentStatusLabel(DocumentStatusId.needsReplacement)).toBe("Needs replacement");
    expect(documentStatusLabel(99)).toBe("Unknown");
  });
  it("colours what waits on the taxpayer apart from the rest", () => {
    expect(documentStatusTone(DocumentStatusId.needsReplacement)).toBe("error");
    expect(documentStatusTone(DocumentStatusId.accepted)).toBe("success");
  });
});

describe("what each side can do", () => {
  const request = (statusId: DocumentStatusId) => ({ source: "request" as const, statusId });
  it("asks the taxpayer to upload a requested or sent-back document only", () => {
    expect(awaitsUpload(request(DocumentStatusId.requested))).toBe(true);
    expect(awaitsUpload(request(DocumentStatusId.needsReplacement))).toBe(true);
    expect(awaitsUpload(request(DocumentStatusId.provided))).toBe(false);
    expect(awaitsUpload({ source: "organizer", statusId: DocumentStatusId.provided })).toBe(false);
  });
  it("lets the professional review a requested document or an organizer file once it has one", () => {
    expect(canReview(request(DocumentStatusId.provided))).toBe(true);
    expect(canReview(request(DocumentStatusId.accepted))).toBe(true);
    expect(canReview(request(DocumentStatusId.requested))).toBe(false);
    expect(canReview({ source: "organizer", statusId: DocumentStatusId.provided })).toBe(true);
  });
  it("treats the taxpayer's own upload like a request: reviewed when given, given again when sent back", () => {
    expect(canReview({ source: "upload", statusId: DocumentStatusId.provided })).toBe(true);
    expect(awaitsUpload({ source: "upload", statusId: DocumentStatusId.provided })).toBe(false);
    expect(awaitsUpload({ source: "upload", statusId: DocumentStatusId.needsReplacement })).toBe(true);
  });
  it("names the owner", () => {
    expect(ownerLabel({ owner: "spouse" })).toBe("Spouse");
    expect(ownerLabel({ owner: "taxpayer" })).toBe("Taxpayer");
  });
});
