import { auth } from "@taxlane/contract/i18n/local/auth";
/** The kinds of file the sign-up attaches, as the server's allow-lists take them (docs/decisions/0006). */
export type AttachmentKind = "pdfOrImage" | "document";

interface KindRule {
  accept: string;
  types: readonly string[];
  extensions: readonly string[];
  hint: string;
  wrongType: string;
}

const pdfAndImages = {
  types: ["application/pdf", "image/jpeg", "image/png", "image/webp"],
  extensions: [".pdf", ".jpg", ".jpeg", ".png", ".webp"],
};

const office = {
  types: [
    "application/msword",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/vnd.ms-excel",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "application/vnd.ms-powerpoint",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ],
  extensions: [".doc", ".docx", ".xls", ".xlsx", ".ppt", ".pptx"],
};

const rules: Record<AttachmentKind, KindRule> = {
  pdfOrImage: {
    ...pdfAndImages,
    accept: [...pdfAndImages.types, ...pdfAndImages.extensions].join(","),
    hint: auth.attachPdfOrPhotoHint,
    wrongType: auth.attachPdfOrPhotoWrong,
  },
  document: {
    types: [...pdfAndImages.types, ...office.types],
    extensions: [...pdfAndImages.extensions, ...office.extensions],
    accept: [...pdfAndImages.types, ...office.types, ...pdfAndImages.extensions, ...office.extensions].join(
      ",",
    ),
    hint: auth.attachDocumentHint,
    wrongType: auth.attachDocumentWrong,
  },
};

export function attachmentRule(kind: AttachmentKind): Pick<KindRule, "accept" | "hint"> {
  return { accept: rules[kind].accept, hint: rules[kind].hint };
}

/**
 * Why a chosen file cannot be attached, or `null`. The browser's type (or, when it gives none, the
 * name's extension) is a first check; the server checks the bytes.
 */
export function attachmentProblem(
  file: Pick<File, "name" | "type" | "size">,
  kind: AttachmentKind,
): string | null {
  const rule = rules[kind];
  if (file.size === 0) return auth.attachEmpty;
  const type = file.type.toLowerCase();
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? "";
  const known =
    type === "" || type === "application/octet-stream"
      ? rule.extensions.includes(extension)
      : rule.types.includes(type);
  return known ? null : rule.wrongType;
}

/** "240 KB", "1.5 MB": a file's size as people read it. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
