/** Signature requests from the professional's side, as the API says them: refusals, notices, mails. */
export const signatureRequests = {} as const;
