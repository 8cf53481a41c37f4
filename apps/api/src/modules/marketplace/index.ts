// What other modules may use of marketplace: the rest of this folder is its own. The composition makes
// the module with module.ts.
export { candidatesFor } from "./candidates";
export type { AcceptedQuote } from "./job-start.port";
export { matchRequestOf, rankExperts, scoreExpert } from "./matching";
export type { MatchingService } from "./matching.service";
export { type MovedRequest, practiceRequests } from "./practice-requests.repository";
export type { QuoteTerms } from "./quotes.repository";
export {
  type NewTaxRequest,
  type OwnRequestRow,
  type RequestSummary,
  requestRecords,
} from "./request-records";
export { marketplaceToDoSource } from "./todo-items";
