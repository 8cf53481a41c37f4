// What other modules may use of payments: the rest of this folder is its own. The composition makes
// the module with module.ts.
export { jobPriceOf } from "./job-price";
export {
  createLocalPaymentsProvider,
  type LocalPaymentsProvider,
} from "./providers/local-payments-provider";
