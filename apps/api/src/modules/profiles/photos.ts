import { AVATAR_SIZE_PX, PHOTO_MAX_BYTES } from "@taxlane/contract";
import sharp from "sharp";
import type { Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { FormFile } from "../../lib/form-data";
import { allowedKinds, type FileKind, sniffFileKind } from "../../plugins/files/sniff";
import type { StoredFile } from "../files/files.repository";
import type { FilesService } from "../files/files.service";
import { saveFormFile } from "../files/form-files";

/** Most pixels a photo may have; bigger ones are refused before they are decoded whole. */
const maxPhotoPixels = 8000 * 8000;
const photoMegabytes = PHOTO_MAX_BYTES / (1024 * 1024);

/** The square thumbnail sent inline as `avatar`: a JPEG of `AVATAR_SIZE_PX` pixels, cropped to the centre. */
export async function avatarThumbnail(bytes: Buffer): Promise<Buffer> {
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

function refuse(
  field: string,
  code: "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "UNPROCESSABLE",
  message: string,
) {
  return new AppError(code, message, [{ field, message }]);
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
  if (photo.bytes.length > PHOTO_MAX_BYTES) {
    throw refuse(field, "PAYLOAD_TOO_LARGE", `Photos can be up to ${photoMegabytes} MB.`);
  }
  const kind = sniffFileKind(photo.bytes);
  const images: readonly FileKind[] = allowedKinds.images;
  if (!kind || !images.includes(kind)) {
    throw refuse(field, "UNSUPPORTED_MEDIA_TYPE", "Please choose a JPEG, PNG or WebP photo.");
  }
  let thumbnail: Buffer;
  try {
    thumbnail = await avatarThumbnail(photo.bytes);
  } catch {
    throw refuse(
      field,
      "UNPROCESSABLE",
      "That photo could not be read. Please choose another JPEG, PNG or WebP image.",
    );
  }
  const file = await saveFormFile(files, photo, { ...options, allow: "images" });
  return { file, thumbnail };
}
