import { describe, expect, it } from "vitest";
import { hasPdfEnd, sniffKind } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))),
  );

describe("recognising a part by its bytes", () => {
  it("tells the kinds apart whatever the declared type", () => {
    expect(sniffKind(bytes("%PDF-1.4\n"))).toBe("pdf");
    expect(sniffKind(bytes("junk before it %PDF-1.7"))).toBe("pdf");
    expect(sniffKind(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffKind(bytes([0x89], "PNG\r\n"))).toBe("png");
    expect(sniffKind(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("webp");
    expect(sniffKind(bytes([0, 0, 0, 24], "ftypheic"))).toBe("heif");
    expect(sniffKind(bytes("GIF89a"))).toBe("gif");
    expect(sniffKind(bytes("II*", [0]))).toBe("tiff");
    expect(sniffKind(bytes("PK", [3, 4], "word/document.xml"))).toBe("unknown");
    expect(sniffKind(bytes(""))).toBe("unknown");
  });

  it("takes a PDF without its closing trailer as cut off", () => {
    expect(hasPdfEnd(bytes("%PDF-1.7\n...\nstartxref\n1234\n%%EOF\n"))).toBe(true);
    expect(hasPdfEnd(bytes("%PDF-1.7\n1 0 obj\n<< /Type /Catalog"))).toBe(false);
  });
});
