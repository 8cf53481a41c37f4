import type { Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { FormFile } from "../../lib/form-data";
import type { AllowList } from "../../plugins/files/sniff";
import type { StoredFile } from "./files.repository";
import type { FilesService } from "./files.service";

/** An error about a form's file, named by the field it came in. */
export function onField(error: unknown, field: string): unknown {
  if (error instanceof AppError && !error.fieldErrors) {
    return new AppError(error.code, error.message, [{ field, message: error.message }]);
  }
  return error;
}

/** Stores a file that came in a multipart form; its errors name the form field. */
export async function saveFormFile(
  files: FilesService,
  file: FormFile,
  options: { purpose: string; ownerUserId: number; allow: AllowList; executor?: Executor },
): Promise<StoredFile> {
  try {
    return await files.save(
      {
        content: file,
        name: file.fileName,
        purpose: options.purpose,
        ownerUserId: options.ownerUserId,
        allow: options.allow,
      },
      options.executor,
    );
  } catch (error) {
    throw onField(error, file.fieldName);
  }
}
