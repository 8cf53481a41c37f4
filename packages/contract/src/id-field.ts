/** The id field every domain's requests share, apart from any domain so a schema reading it loads no other. */
import { z } from "zod";
import { fromNumericText } from "./numeric-text";
import { validationTexts as texts } from "./validation-texts";

/**
 * An id given in a query string, a body or a multipart field. Ids are PostgreSQL `integer`s, so one
 * past 2,147,483,647 is refused here in words rather than failing in the database.
 */
export const idFieldSchema = fromNumericText(
  z.int32({ error: texts.invalidInput }).positive({ error: texts.invalidInput }),
);
