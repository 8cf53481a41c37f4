import { type Language, languageNames, languages } from "@taxlane/contract/i18n/language";
import { currentLanguage } from "@taxlane/contract/i18n/language-source";
import { layout } from "@taxlane/contract/i18n/local/layout";
import { chooseLanguage } from "../../lib/language";
import "./language-switch.css";

/**
 * English / Español, each named in its own language (and marked so, for screen readers), the one
 * being spoken pressed. Choosing the other saves it and reloads the page in it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const spoken = currentLanguage();
  const choose = (language: Language) => {
    if (language !== spoken) void chooseLanguage(language);
  };
  return (
    <fieldset className={className ? `tl-language-switch ${className}` : "tl-language-switch"}>
      <legend className="tl-visually-hidden">{layout.languageSwitch}</legend>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === spoken}
          className="tl-language-switch__choice"
          onClick={() => choose(language)}
        >
          {languageNames[language]}
        </button>
      ))}
    </fieldset>
  );
}
