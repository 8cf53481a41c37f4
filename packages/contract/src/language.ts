import { z } from "zod";
import { catalogs, type Language } from "./i18n/lookup";
import { validationTexts as texts } from "./texts";

const languages = Object.keys(catalogs) as [Language, ...Language[]];

/** A language the catalog speaks, named by its code ("en", "es"); any other is refused with the choices. */
export const languageSchema = z.enum(languages, { error: texts.unknownLanguage });
