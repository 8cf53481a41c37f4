import { endpointRoutes } from "@taxlane/contract";
import { callBlob } from "../../../lib/api-call";

/** GET /Payments/Receipt: a paid payment's receipt (PDF), for either side of the job. */
export const fetchReceipt = (paymentId: number): Promise<Blob> =>
  callBlob(endpointRoutes.payments.getReceipt, { query: { paymentId } });
