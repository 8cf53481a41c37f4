import { describe, expect, it } from "vitest";
import { attachmentProblem, attachmentRule, fileSizeText } from "./attachments";

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe("attachmentProblem", () => {
  it("takes a PDF or an image as the Annual Filing Season Program record", () => {
    expect(attachmentProblem(file("afsp.pdf", "application/pdf"), "pdfOrImage")).toBeNull();
    expect(attachmentProblem(file("afsp.png", "image/png"), "pdfOrImage")).toBeNull();
    expect(
      attachmentProblem(
        file("afsp.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
        "pdfOrImage",
      ),
    ).toBe("Please choose a PDF or an image (JPEG, PNG or WebP).");
  });

  it("takes office files as a price list, and goes by the extension when the browser gives no type", () => {
    expect(
      attachmentProblem(
        file("prices.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        "document",
      ),
    ).toBeNull();
    expect(attachmentProblem(file("prices.doc", ""), "document")).toBeNull();
    expect(attachmentProblem(file("prices.exe", "application/octet-stream"), "document")).toMatch(
      /Please choose/,
    );
    expect(attachmentProblem(file("prices.zip", "application/zip"), "document")).toMatch(/Please choose/);
    expect(attachmentProblem(file("prices.pdf", "application/pdf", 0), "document")).toMatch(/empty/);
  });

  it("offers the same types in the file picker", () => {
    expect(attachmentRule("pdfOrImage").accept).toContain(".pdf");
    expect(attachmentRule("document").accept).toContain(".xlsx");
  });
});

describe("fileSizeText", () => {
  it("reads as people say it", () => {
    expect(fileSizeText(500)).toBe("500 B");
    expect(fileSizeText(245_000)).toBe("239 KB");
    expect(fileSizeText(1_572_864)).toBe("1.5 MB");
  });
});
