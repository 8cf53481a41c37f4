/** The public expert directory: its query and its pages of experts. */
import { z } from "zod";
import { taxPreparationTypeIdSchema, workingTypeIdSchema } from "./code-schemas";
import { optionalTextField } from "./form-data-fields";
import { languageSchema } from "./language";
import { fromNumericText } from "./numeric-text";
import { expertCardSchema, stateCodeSchema } from "./public-site";
import { validationTexts as texts } from "./validation-texts";

/** GET /Public/Experts: the directory, filtered and paged (`from`/`to` as the existing client's row ranges).
 * */
export const expertDirectoryQuerySchema = z
  .object({
    state: optionalTextField(stateCodeSchema),
    /** 1 individual, 2 business: experts who take that kind (those who take both included); 3 only both. */
    taxPreparationTypeId: optionalTextField(fromNumericText(taxPreparationTypeIdSchema)),
    workingTypeId: optionalTextField(fromNumericText(workingTypeIdSchema)),
    /** Added: only professionals who serve clients in this language ("es"). */
    language: optionalTextField(languageSchema),
    from: fromNumericText(
      z.int({ error: texts.naturalNumber }).min(0, { error: texts.naturalNumber }),
    ).default(0),
    to: fromNumericText(z.int({ error: texts.naturalNumber }).min(1, { error: texts.naturalNumber })).default(
      12,
    ),
  })
  .refine((query) => query.to > query.from && query.to - query.from <= 48, {
    error: texts.invalidInput,
    path: ["to"],
  });
export type ExpertDirectoryQuery = z.input<typeof expertDirectoryQuerySchema>;

export const directoryExpertSchema = expertCardSchema.extend({
  taxPreparationTypeId: taxPreparationTypeIdSchema,
  workingTypeIds: z.array(workingTypeIdSchema),
  businessName: z.string().nullable(),
  /** The first lines of the standout text. */
  about: z.string().nullable(),
});
export type DirectoryExpert = z.infer<typeof directoryExpertSchema>;

export const expertDirectoryPageSchema = z.object({
  items: z.array(directoryExpertSchema),
  total: z.int(),
});
export type ExpertDirectoryPage = z.infer<typeof expertDirectoryPageSchema>;
