import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes, type SendSignatureRequest, SIGNATURE_DOCUMENT_FILE_FIELD } from "@taxlane/contract";
import { call } from "../../../lib/api-call";

/** Every signature request query starts with this; a job's list sits under it by its quote. */
const signatureRequestsKey = ["signature-requests"] as const;

export const signatureRequestKeys = {
  ofJob: (quoteId: number) => [...signatureRequestsKey, quoteId] as const,
};

/** GET /TaxPreparation/SignatureRequests: the job's requests, drafts included for its professional. */
export function signatureRequestsQuery(quoteId: number) {
  return queryOptions({
    queryKey: signatureRequestKeys.ofJob(quoteId),
    queryFn: ({ signal }) =>
      call(endpointRoutes.taxPreparation.getSignatureRequests, { query: { quoteId } }, { signal }),
  });
}

/** After any change to a request, the job's list is read again (a signer's state may have moved too). */
function useRequestsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: signatureRequestsKey });
}

/** POST /Accountant/SignatureRequestDraft (multipart): the PDF, its name and kind; answers the draft. */
export function useCreateDraft() {
  const changed = useRequestsChanged();
  return useMutation({
    mutationFn: ({
      quoteId,
      title,
      file,
      efileAuthorization,
    }: {
      quoteId: number;
      title: string;
      file: File;
      efileAuthorization: boolean;
    }) => {
      const form = new FormData();
      form.append("quoteId", String(quoteId));
      form.append("title", title);
      form.append("efileAuthorization", String(efileAuthorization));
      form.append(SIGNATURE_DOCUMENT_FILE_FIELD, file);
      return call(endpointRoutes.accountant.createSignatureRequestDraft, { body: form });
    },
    onSuccess: changed,
  });
}

/** POST /Accountant/SendSignatureRequest: the signers, their fields and the expiry; e-mails the links. */
export function useSendRequest() {
  const changed = useRequestsChanged();
  return useMutation({
    mutationFn: (body: SendSignatureRequest) =>
      call(endpointRoutes.accountant.sendSignatureRequest, { body }),
    onSuccess: changed,
  });
}

/** POST /Accountant/WithdrawSignatureRequest: withdraws a sent request, or discards a draft. */
export function useWithdrawRequest() {
  const changed = useRequestsChanged();
  return useMutation({
    mutationFn: (requestId: number) =>
      call(endpointRoutes.accountant.withdrawSignatureRequest, { body: { requestId } }),
    onSuccess: changed,
  });
}

/** POST /Accountant/RemindSigner: a new link by e-mail now. */
export function useRemindSigner() {
  const changed = useRequestsChanged();
  return useMutation({
    mutationFn: (signerId: number) => call(endpointRoutes.accountant.remindSigner, { body: { signerId } }),
    onSuccess: changed,
  });
}

/** POST /Accountant/VerifySigner: the professional checked the signer's identity themselves. */
export function useVerifySigner() {
  const changed = useRequestsChanged();
  return useMutation({
    mutationFn: (body: { signerId: number; method: "in-person" | "video"; note: string }) =>
      call(endpointRoutes.accountant.verifySigner, { body }),
    onSuccess: changed,
  });
}

/** POST /Accountant/AcceptPaperSignature: the hand-signed page counts as the signer's signature. */
export function useAcceptPaper() {
  const changed = useRequestsChanged();
  return useMutation({
    mutationFn: (signerId: number) =>
      call(endpointRoutes.accountant.acceptPaperSignature, { body: { signerId } }),
    onSuccess: changed,
  });
}

/** POST /Accountant/RejectPaperSignature: the page goes back with what is wrong. */
export function useRejectPaper() {
  const changed = useRequestsChanged();
  return useMutation({
    mutationFn: (body: { signerId: number; note: string }) =>
      call(endpointRoutes.accountant.rejectPaperSignature, { body }),
    onSuccess: changed,
  });
}
