import { sniffKind } from "../../lib/pdf/bundle/sniff";

/** What an upload really is, told from its first bytes; the name and the client's type are not trusted. */
export type FileKind =
  | "pdf"
  | "jpeg"
  | "png"
  | "webp"
  | "gif"
  | "heif"
  | "docx"
  | "xlsx"
  | "pptx"
  | "ole"
  | "text";

export const contentTypes: Record<FileKind, string> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  // An iPhone's photo; its ".heic" name makes it image/heic (and ".avif" image/avif), as the name's extension picks.
  heif: "image/heif",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  // Word 97-2003 and Excel 97-2003 share one container; the name's extension picks which.
  ole: "application/x-ole-storage",
  text: "text/plain",
};

/** Allow-lists per use. */
export const allowedKinds = {
  documents: ["pdf", "jpeg", "png", "webp", "gif", "heif", "docx", "xlsx", "pptx", "ole", "text"],
  /** Profile photos, which browsers draw as they are: most draw no HEIC, so none is taken. */
  images: ["jpeg", "png", "webp"],
  pdf: ["pdf"],
  /** A letter from a tax agency: a PDF, or a photo of it (an iPhone's HEIC too). */
  pdfOrPhoto: ["pdf", "jpeg", "png", "webp", "heif"],
} as const satisfies Record<string, readonly FileKind[]>;

export type AllowList = keyof typeof allowedKinds;

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((value, index) => bytes[offset + index] === value);
}

/** How much of a file its kind is told from. */
export const SNIFF_BYTES = 64 * 1024;

function officeKind(bytes: Buffer): FileKind | null {
  // An Office Open XML file is a zip whose first entries name its parts.
  const head = bytes.subarray(0, Math.min(bytes.length, SNIFF_BYTES)).toString("latin1");
  if (!head.includes("[Content_Types].xml")) return null;
  if (head.includes("word/")) return "docx";
  if (head.includes("xl/")) return "xlsx";
  if (head.includes("ppt/")) return "pptx";
  return null;
}

function isPlainText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, Math.min(bytes.length, 8192));
  if (sample.length === 0) return false;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) return false;
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(sample).length > 0;
}

export function sniffFileKind(bytes: Buffer): FileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "webp";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "gif";
  if (sniffKind(bytes) === "heif") return "heif";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeKind(bytes);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "ole";
  if (isPlainText(bytes)) return "text";
  return null;
}
