export { browserLanguage, chooseLanguage, savedLanguage, speak, startingLanguage } from "./chosen-language";
export { intlLocale } from "./intl-locale";
