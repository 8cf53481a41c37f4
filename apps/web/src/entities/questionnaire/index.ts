export * from "./PendingAnswersNotice";
export * from "./questionnaire-api";
export * from "./questionnaire-draft";
