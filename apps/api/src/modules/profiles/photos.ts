import { AVATAR_SIZE_PX, PHOTO_MAX_BYTES } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { fieldError } from "../../lib/app-error";
import type { FormFile } from "../../lib/form-data";
import { allowedKinds, type FileKind, sniffFileKind } from "../../plugins/files/sniff";
import { type FilesService, type StoredFile, saveFormFile } from "../files";

/** Most pixels a photo may have; bigger ones are refused before they are decoded whole. */
const maxPhotoPixels = 8000 * 8000;
const photoMegabytes = PHOTO_MAX_BYTES / (1024 * 1024);

/** The square thumbnail sent inline as `avatar`: a JPEG of `AVATAR_SIZE_PX` pixels, cropped to the centre. */
export async function avatarThumbnail(bytes: Buffer): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(bytes, { limitInputPixels: maxPhotoPixels })
    .rotate()
    .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: "cover" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}

export interface SavedPhoto {
  file: StoredFile;
  thumbnail: Buffer;
}

/**
 * Checks a profile photo (JPEG, PNG or WebP that decodes, at most 5 MB), makes its thumbnail, and
 * stores it once. Errors name the form field the photo came in.
 */
export async function savePhoto(
  files: FilesService,
  photo: FormFile,
  options: { purpose: string; ownerUserId: number; executor?: Executor },
): Promise<SavedPhoto> {
  const field = photo.fieldName;
  if (photo.size > PHOTO_MAX_BYTES) {
    throw fieldError(
      field,
      t("files.photoTooLarge", { megabytes: String(photoMegabytes) }),
      "PAYLOAD_TOO_LARGE",
    );
  }
  const bytes = await photo.bytes();
  const kind = sniffFileKind(bytes);
  const images: readonly FileKind[] = allowedKinds.images;
  if (!kind || !images.includes(kind)) {
    throw fieldError(field, t("files.photoType"), "UNSUPPORTED_MEDIA_TYPE");
  }
  let thumbnail: Buffer;
  try {
    thumbnail = await avatarThumbnail(bytes);
  } catch {
    throw fieldError(field, t("files.photoUnreadable"), "UNPROCESSABLE");
  }
  const file = await saveFormFile(files, photo, { ...options, allow: "images" });
  return { file, thumbnail };
}
