import { validationTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError, fieldError } from "./app-error";
import { refuseControlCharacters } from "./control-characters";
import { plainSourceOf } from "./file-sealing";
import { type FileAside, formUploadsOf, putAside } from "./form-uploads";

/**
 * One uploaded file of a multipart form. The form's files are put aside on disk as they arrive, so a
 * form of many files holds none of them in memory; `bytes()` reads one when its turn comes.
 */
export interface FormFile extends FileAside {
  fieldName: string;
  fileName: string;
}

/** A form file already in memory (the demo's portraits). */
export function formFileOf(fieldName: string, fileName: string, bytes: Buffer): FormFile {
  return { fieldName, fileName, ...plainSourceOf(bytes), bytes: async () => bytes };
}

export interface FormData {
  /** The text fields, nested by their dotted and indexed keys (`a.b[0].c` → `{a: {b: [{c}]}}`). */
  fields: Record<string, unknown>;
  /** The files by their full key (`initialQuestions.photo`). */
  files: Map<string, FormFile[]>;
}

const forbiddenKeys = new Set(["__proto__", "prototype", "constructor"]);
const maxDepth = 6;
const defaultMaxIndex = 99;

/** `a.b[0].c` → ["a", "b", 0, "c"]; null for a key that cannot be a field name. */
export function parseFieldKey(key: string, maxIndex = defaultMaxIndex): (string | number)[] | null {
  const path: (string | number)[] = [];
  for (const segment of key.split(".")) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)((?:\[\d{1,3}\])*)$/.exec(segment);
    if (!match?.[1] || forbiddenKeys.has(match[1])) return null;
    path.push(match[1]);
    for (const index of (match[2] ?? "").matchAll(/\[(\d+)\]/g)) {
      const value = Number(index[1]);
      if (value > maxIndex) return null;
      path.push(value);
    }
  }
  return path.length > maxDepth ? null : path;
}

type Container = Record<string, unknown> | unknown[];

/** Sets `value` at `path` in `target`, making objects and arrays on the way. */
export function setAtPath(target: Record<string, unknown>, path: (string | number)[], value: unknown): void {
  let node: Container = target;
  path.forEach((segment, position) => {
    const last = position === path.length - 1;
    const holder = node as Record<string | number, unknown>;
    if (last) {
      holder[segment] = value;
      return;
    }
    const nextIsIndex = typeof path[position + 1] === "number";
    const existing = holder[segment];
    if (typeof existing !== "object" || existing === null) {
      holder[segment] = nextIsIndex ? [] : {};
    }
    node = holder[segment] as Container;
  });
}

/** For a form larger than most (many indexed entries): its own part limits and highest index. */
export interface FormReadOptions {
  limits?: NonNullable<Parameters<FastifyRequest["parts"]>[0]>["limits"];
  /** The highest `[i]` index kept (at most 999); 99 unless given. */
  maxIndex?: number;
}

/**
 * Reads a multipart request: text fields nested by key, files whole. Unknown-shaped keys are ignored,
 * so nothing a client names can reach an object's prototype.
 */
export async function readFormData(
  request: FastifyRequest,
  options: FormReadOptions = {},
): Promise<FormData> {
  if (!request.isMultipart()) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", t("errors.multipartOnly"));
  }
  const fields: Record<string, unknown> = {};
  const files = new Map<string, FormFile[]>();
  const uploads = formUploadsOf(request);
  try {
    for await (const part of request.parts(options.limits ? { limits: options.limits } : undefined)) {
      if (part.type === "file") {
        const aside = await putAside(uploads, part.file, () => {
          throw new request.server.multipartErrors.RequestFileTooLargeError();
        });
        if (aside.size === 0 && part.filename === "") continue;
        refuseControlCharacters(part.filename, "line", part.fieldname);
        const list = files.get(part.fieldname) ?? [];
        list.push({ fieldName: part.fieldname, fileName: part.filename, ...aside });
        files.set(part.fieldname, list);
        continue;
      }
      const path = parseFieldKey(part.fieldname, options.maxIndex);
      if (!path) continue;
      const value = typeof part.value === "string" ? part.value : String(part.value);
      refuseControlCharacters(value, "body", part.fieldname);
      setAtPath(fields, path, value);
    }
  } catch (error) {
    throw unreadableForm(error);
  }
  return { fields, files };
}

/**
 * The multipart parser (busboy) fails a body without its boundary, or one cut short, with a bare
 * Error; the plugin's own failures (a file too large, too many parts) carry a code and keep it.
 */
function unreadableForm(error: unknown): unknown {
  if (!(error instanceof Error) || "code" in error) return error;
  return new AppError("BAD_REQUEST", t("errors.formUnreadable"));
}

/** The single file of a field, or undefined; more than one is refused. */
export function singleFile(form: FormData, key: string): FormFile | undefined {
  const list = form.files.get(key);
  if (!list || list.length === 0) return undefined;
  if (list.length > 1) {
    throw fieldError(key, t("errors.oneFileOnly"));
  }
  return list[0];
}

/**
 * Parses form fields with a contract schema; failures name each field by its form key
 * (`initialQuestions.taxPreparerPTINumber`), as the client sent it.
 */
export function parseFormFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field:
      issue.path
        .map((segment, index) =>
          typeof segment === "number" ? `[${segment}]` : `${index > 0 ? "." : ""}${String(segment)}`,
        )
        .join("") || "body",
    message: issue.message,
  }));
  throw new AppError("VALIDATION_FAILED", errors[0]?.message ?? validationTexts.invalidInput, errors);
}
