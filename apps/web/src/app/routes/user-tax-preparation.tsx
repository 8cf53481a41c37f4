import { SignaturesToSign } from "../../features/signatures/signing/SignaturesToSign";
import { JobsPage } from "../../features/tax-preparation/JobsPage";

/** /user/tax_preparation: the taxpayer's jobs, under what waits for their signature. */
export function Component() {
  return <JobsPage side="taxpayer" above={<SignaturesToSign />} />;
}
