/** Signature requests on the web, for the professional: upload, placing fields, signers, the list on a job. */
export const signatureRequestPages = {} as const;
