/** What a part's bytes are, judged by their first bytes rather than the declared type. */
export type SniffedKind = "pdf" | "jpeg" | "png" | "webp" | "heif" | "gif" | "tiff" | "unknown";

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

export function sniffKind(bytes: Uint8Array): SniffedKind {
  // Some producers put junk before the PDF header; readers accept it within the first KiB.
  if (ascii(bytes, 0, 1024).includes("%PDF-")) return "pdf";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 1, 4) === "PNG" && bytes[0] === 0x89) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif"].includes(brand)) {
      return "heif";
    }
  }
  if (ascii(bytes, 0, 4) === "GIF8") return "gif";
  const tiffHeader = ascii(bytes, 0, 4);
  if (tiffHeader === "II*\u0000" || tiffHeader === "MM\u0000*") return "tiff";
  return "unknown";
}

/**
 * A PDF whose end is missing still parses (the library recovers what objects it finds), so a
 * cut-off upload would quietly lose pages; a complete file ends with startxref and %%EOF.
 */
export function hasPdfEnd(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 2048))).toString("latin1");
  return tail.includes("%%EOF") && tail.includes("startxref");
}
