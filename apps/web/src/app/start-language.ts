import { speak, startingLanguage } from "../lib/language";

// Imported first by main.tsx: modules that work a text out once, as they load, must find the
// language already chosen.
speak(startingLanguage());
