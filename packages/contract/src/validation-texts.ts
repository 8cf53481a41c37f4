import { YEARS_OF_EXPERIENCE_MAX } from "./constants";
import { validation } from "./i18n/local/validation";
import { formatPlain } from "./i18n/plain-format";

/**
 * Texts people see when a field is refused (the catalog's validation messages), in the language
 * spoken when read: a page reads them in its own language; a schema that keeps one from its first
 * evaluation keeps the language then spoken (the server's, English).
 */
export const validationTexts: typeof validation = new Proxy(validation, {
  get(messages, name) {
    const message: unknown = Reflect.get(messages, name);
    return name === "yearsOfExperienceMax" && typeof message === "string"
      ? formatPlain(message, { max: YEARS_OF_EXPERIENCE_MAX })
      : message;
  },
});
