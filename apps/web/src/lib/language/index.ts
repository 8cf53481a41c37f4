export { browserLanguage, savedLanguage, startingLanguage } from "@taxlane/contract/i18n/language";
export { keepAskedLanguage, languageAskedThisLoad } from "./asked-language";
export { chooseLanguage, keepLanguage, speak } from "./chosen-language";
export { intlLocale } from "./intl-locale";
