import { describe, expect, it } from "vitest";
import { sniffFileKind } from "./sniff";

const hex = (text: string) => Buffer.from(text.replace(/\s/g, ""), "hex");

describe("telling a file's type from its bytes", () => {
  it.each([
    ["pdf", Buffer.from("%PDF-1.4\n...")],
    ["jpeg", hex("ffd8ffe000104a464946")],
    ["png", hex("89504e470d0a1a0a0000")],
    ["webp", Buffer.concat([Buffer.from("RIFF"), hex("00000000"), Buffer.from("WEBPVP8 ")])],
    ["gif", Buffer.from("GIF89a....")],
    ["heif", Buffer.concat([hex("00000018"), Buffer.from("ftypheic\u0000\u0000\u0000\u0000mif1heic")])],
    ["docx", Buffer.concat([hex("504b0304"), Buffer.from("....[Content_Types].xml....word/document.xml")])],
    ["xlsx", Buffer.concat([hex("504b0304"), Buffer.from("....[Content_Types].xml....xl/workbook.xml")])],
    ["ole", hex("d0cf11e0a1b11ae10000")],
    ["text", Buffer.from("Name,Amount\nRent,1200\n")],
  ])("knows %s", (kind, bytes) => {
    expect(sniffFileKind(bytes)).toBe(kind);
  });

  it("knows nothing of programs, plain zips or empty files", () => {
    expect(sniffFileKind(hex("4d5a900003000000"))).toBeNull();
    expect(sniffFileKind(Buffer.concat([hex("504b0304"), Buffer.from("payload.exe")]))).toBeNull();
    expect(sniffFileKind(Buffer.alloc(0))).toBeNull();
  });
});
