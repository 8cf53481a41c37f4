import { PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES } from "@taxlane/contract";
import { common } from "@taxlane/contract/i18n/local/common";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

/** The file picker's `accept`: the photo types the server takes (JPEG, PNG, WebP). */
export const PHOTO_ACCEPT = [...PHOTO_CONTENT_TYPES, ".jpg", ".jpeg", ".png", ".webp"].join(",");

const maxMegabytes = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));

export const photoTexts = {
  wrongType: common.photoWrongType,
  tooLarge: formatPlain(common.photoTooLarge, { megabytes: maxMegabytes }),
  empty: common.photoEmpty,
  unreadable: common.photoUnreadable,
  /** What the picker says it takes, under its button. */
  hint: formatPlain(common.photoHint, { megabytes: maxMegabytes }),
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
