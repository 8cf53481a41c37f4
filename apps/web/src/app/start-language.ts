import { keepAskedLanguage, speak, startingLanguage } from "../lib/language";

// Imported first by main.tsx. Texts read as chunks load already find the language (the catalog's
// own starting choice in a browser); this fixes it for the page and says it in `<html lang>`.
speak(startingLanguage());
keepAskedLanguage();
