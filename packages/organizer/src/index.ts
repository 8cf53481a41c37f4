/**
 * Questionnaire and organizer definitions as data. Only `questionnaire/request.ts` loads zod (the
 * contract's schemas); a page that uses the rest (steps, labels, summaries) stays free of it.
 */
export * from "./organizer";
export * from "./questionnaire";
