/** The row range that list calls take as query `from` and `to` (0-based, `to` exclusive). */
import { z } from "zod";
import { fromNumericText } from "./numeric-text";
import { validationTexts } from "./validation-texts";

/** The most rows one list call returns. */
export const MAX_PAGE_SIZE = 100;

const rowIndexSchema = fromNumericText(
  z.int({ error: validationTexts.naturalNumber }).min(0, { error: validationTexts.naturalNumber }),
);

/**
 * Query `from` and `to`, as digits or numbers. `to` must be greater than `from`, and the range may hold
 * at most 100 rows; a wider range is refused rather than cut.
 */
export const rowRangeQuerySchema = z
  .object({ from: rowIndexSchema, to: rowIndexSchema })
  .refine((range) => range.to > range.from, { error: validationTexts.invalidInput, path: ["to"] })
  .refine((range) => range.to - range.from <= MAX_PAGE_SIZE, {
    error: validationTexts.invalidInput,
    path: ["to"],
  });
export type RowRange = z.infer<typeof rowRangeQuerySchema>;

/** The range as SQL's offset and limit. */
export function rowRangeToOffsetLimit(range: RowRange): { offset: number; limit: number } {
  return { offset: range.from, limit: range.to - range.from };
}
