import { z } from "zod";
import { languages } from "./i18n/language";
import { validationTexts as texts } from "./validation-texts";

/** A language the catalog speaks, named by its code ("en", "es"); any other is refused with the choices. */
export const languageSchema = z.enum(languages, { error: texts.unknownLanguage });
