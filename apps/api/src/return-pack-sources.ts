import { filingsPackParts } from "./modules/filing";
import { receiptsPackParts } from "./modules/payments";
import { signedDocumentsPackParts } from "./modules/signatures";
import type { ReturnPackSources } from "./modules/tax-preparation";

/**
 * What a filed job's return pack holds after its return, by the module that owns it; the composition
 * hands it to tax preparation, which these modules read (so it cannot import them).
 */
export const returnPackSources: ReturnPackSources = {
  signedDocuments: signedDocumentsPackParts,
  filings: filingsPackParts,
  receipts: receiptsPackParts,
};
