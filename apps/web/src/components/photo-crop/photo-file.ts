import { PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES } from "@taxlane/contract";

/** The file picker's `accept`: the photo types the server takes (JPEG, PNG, WebP). */
export const PHOTO_ACCEPT = [...PHOTO_CONTENT_TYPES, ".jpg", ".jpeg", ".png", ".webp"].join(",");

const maxMegabytes = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));

export const photoTexts = {
  wrongType: "Please choose a JPEG, PNG or WebP photo.",
  tooLarge: `Please choose a photo of at most ${maxMegabytes} MB.`,
  empty: "This file is empty. Please choose a photo.",
  unreadable: "This file could not be opened as a photo. Please choose a JPEG, PNG or WebP photo.",
  /** What the picker says it takes, under its button. */
  hint: `JPEG, PNG or WebP, up to ${maxMegabytes} MB.`,
} as const;

const isPhotoType = (type: string): boolean => (PHOTO_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * Why a chosen file cannot be a photo, or `null` when it may be one. The browser's type comes from
 * the name; a file that only claims to be a photo is caught when it fails to open (`unreadable`),
 * and the server checks the bytes again.
 */
export function photoFileProblem(file: Pick<File, "type" | "size">): string | null {
  if (!isPhotoType(file.type.toLowerCase())) return photoTexts.wrongType;
  if (file.size === 0) return photoTexts.empty;
  if (file.size > PHOTO_MAX_BYTES) return photoTexts.tooLarge;
  return null;
}

export type CroppedPhotoType = "image/jpeg" | "image/png";

/** The cropped photo's file name: the chosen file's name with the produced type's extension. */
export function croppedPhotoName(originalName: string, type: CroppedPhotoType): string {
  const base = originalName
    .replace(/\.[^./\\]*$/, "")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${base === "" ? "photo" : base}${type === "image/png" ? ".png" : ".jpg"}`;
}
