export { candidatesFor } from "./candidates";
export { matchRequestOf, rankExperts, scoreExpert } from "./matching";
export type { MatchingService } from "./matching.service";
export {
  type NewTaxRequest,
  type OwnRequestRow,
  type RequestSummary,
  requestRecordsService,
} from "./request-records.service";
