export * from "./business";
export * from "./countries";
export * from "./individual";
export * from "./logic";
export { answerLimits, optionsOf } from "./options";
export * from "./request";
export * from "./summary";
export * from "./types";
export { questionnaireText } from "./words";
