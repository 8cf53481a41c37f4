import { queryOptions } from "@tanstack/react-query";
import { endpointRoutes, SIGNING_PAPER_FILE_FIELD, type SignatureInput } from "@taxlane/contract";
import { call, callBlob } from "../../../lib/api-call";
import { isApiError } from "../../../lib/api-client";

/** Every signatures answer the taxpayer's pages read, refetched together after a signature. */
export const signingKeys = {
  all: ["signatures"] as const,
  view: (signerId: number, key: string | undefined, session: number) =>
    ["signatures", "signing", signerId, key ?? "", session] as const,
  allRequests: ["signatures", "requests"] as const,
  requests: (quoteId: number) => ["signatures", "requests", quoteId] as const,
  toSign: ["signatures", "to-sign"] as const,
};

/**
 * The page is public: a stale session must not send the signer to the login page. A 401 has already
 * dropped the stale token (see `apiRequest`), so the call is tried once more without it.
 */
async function withoutStaleSession<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isApiError(error) && error.status === 401) return run();
    throw error;
  }
}

const publicCall = { redirectOnUnauthorized: false } as const;

/** GET /Signing/:signerId: what the signer is asked to sign and where they stand. */
export function signingViewQuery(signerId: number, key: string | undefined, session: number) {
  return queryOptions({
    queryKey: signingKeys.view(signerId, key, session),
    queryFn: ({ signal }) =>
      withoutStaleSession(() =>
        call(
          endpointRoutes.signing.getSigning,
          { params: { signerId }, query: { key } },
          { ...publicCall, signal },
        ),
      ),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export const signingApi = {
  document: (signerId: number, key: string | undefined) =>
    callBlob(endpointRoutes.signing.getSigningDocument, { params: { signerId }, query: { key } }, publicCall),
  signedDocument: (signerId: number, key: string | undefined) =>
    callBlob(endpointRoutes.signing.getSignedDocument, { params: { signerId }, query: { key } }, publicCall),
  checkIdentity: (
    signerId: number,
    key: string | undefined,
    answers: { fullName: string; dateOfBirth: string; idNumberLast4: string },
  ) =>
    call(
      endpointRoutes.signing.checkIdentity,
      { params: { signerId }, body: { key, ...answers } },
      publicCall,
    ),
  sign: (signerId: number, key: string | undefined, signature: SignatureInput, initials: string) =>
    call(
      endpointRoutes.signing.signDocument,
      { params: { signerId }, body: { key, signature, initials } },
      publicCall,
    ),
  uploadPaper: (signerId: number, key: string | undefined, page: File) => {
    const form = new FormData();
    if (key !== undefined) form.append("key", key);
    form.append(SIGNING_PAPER_FILE_FIELD, page);
    return call(endpointRoutes.signing.uploadPaperPage, { params: { signerId }, body: form }, publicCall);
  },
};

/** GET /TaxPreparation/SignatureRequests: a job's requests as its taxpayer sees them. */
export function jobSignatureRequestsQuery(quoteId: number) {
  return queryOptions({
    queryKey: signingKeys.requests(quoteId),
    queryFn: ({ signal }) =>
      call(endpointRoutes.taxPreparation.getSignatureRequests, { query: { quoteId } }, { signal }),
  });
}

/** GET /Taxpayer/SignaturesToSign: what waits for the signed-in taxpayer's signature. */
export function signaturesToSignQuery() {
  return queryOptions({
    queryKey: signingKeys.toSign,
    queryFn: ({ signal }) => call(endpointRoutes.taxpayer.getSignaturesToSign, {}, { signal }),
  });
}
