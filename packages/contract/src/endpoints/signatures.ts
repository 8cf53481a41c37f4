import { RoleId } from "../codes-profile";
import {
  changeEngagementLetterRequestSchema,
  engagementLetterSchema,
  engagementTemplateSchema,
  identityCheckRequestSchema,
  paperPageFieldsSchema,
  quoteIdLetterQuerySchema,
  rejectPaperRequestSchema,
  SIGNATURE_DOCUMENT_FILE_FIELD,
  SIGNING_PAPER_FILE_FIELD,
  saveEngagementTemplateRequestSchema,
  sendSignatureRequestSchema,
  signatureRequestDraftFieldsSchema,
  signatureRequestIdSchema,
  signatureRequestListSchema,
  signatureRequestSchema,
  signatureRequestsQuerySchema,
  signaturesToSignSchema,
  signDocumentRequestSchema,
  signEngagementLetterRequestSchema,
  signerIdRequestSchema,
  signingKeyQuerySchema,
  signingParamsSchema,
  signingViewSchema,
  verifySignerRequestSchema,
} from "../signatures";
import type { EndpointGroup } from "./define";
import { doneSchema } from "./schemas-answers";

const professional = { roles: [RoleId.expert], practice: "signatures" } as const;
const taxpayer = { roles: [RoleId.taxpayer] } as const;

/** The engagement letter and signature requests as both sides of a job read them (module signatures). */
export const jobSignatureEndpoints = {
  getEngagementLetter: {
    method: "GET",
    path: "/TaxPreparation/EngagementLetter",
    module: "signatures",
    access: { signedIn: true, practice: "signatures" },
    summary:
      "A quote's engagement letter for its taxpayer (also before choosing it) or its professional, with where its signature stands",
    query: quoteIdLetterQuerySchema,
    response: engagementLetterSchema,
  },
  getSignatureRequests: {
    method: "GET",
    path: "/TaxPreparation/SignatureRequests",
    module: "signatures",
    access: { signedIn: true, practice: "signatures" },
    summary: "A job's signature requests with their signers; the taxpayer sees no drafts",
    query: signatureRequestsQuerySchema,
    response: signatureRequestListSchema,
  },
} as const satisfies EndpointGroup;

/** The taxpayer's side: signing the letter when hiring, and what waits for their signature. */
export const taxpayerSignatureEndpoints = {
  signEngagementLetter: {
    method: "POST",
    path: "/Taxpayer/SignEngagementLetter",
    module: "signatures",
    access: taxpayer,
    summary:
      "Signs the engagement letter as read (and the §7216 consent when given) and chooses the quote, in one step",
    body: signEngagementLetterRequestSchema,
    response: engagementLetterSchema,
  },
  getSignaturesToSign: {
    method: "GET",
    path: "/Taxpayer/SignaturesToSign",
    module: "signatures",
    access: taxpayer,
    summary: "The documents waiting for the signed-in taxpayer's signature, across their jobs",
    response: signaturesToSignSchema,
  },
} as const satisfies EndpointGroup;

/** The professional's side: the letter template, a job's letter, and signature requests. */
export const accountantSignatureEndpoints = {
  getEngagementTemplate: {
    method: "GET",
    path: "/Accountant/EngagementTemplate",
    module: "signatures",
    access: professional,
    summary: "The professional's engagement letter template (ours until they save their own)",
    response: engagementTemplateSchema,
  },
  saveEngagementTemplate: {
    method: "POST",
    path: "/Accountant/EngagementTemplate",
    module: "signatures",
    access: professional,
    summary: "Saves the professional's engagement letter template; letters already written keep their words",
    body: saveEngagementTemplateRequestSchema,
    response: engagementTemplateSchema,
  },
  changeEngagementLetter: {
    method: "POST",
    path: "/Accountant/ChangeEngagementLetter",
    module: "signatures",
    access: professional,
    summary: "A new version of one job's letter; the taxpayer is asked to sign it again",
    body: changeEngagementLetterRequestSchema,
    response: engagementLetterSchema,
  },
  createSignatureRequestDraft: {
    method: "POST",
    path: "/Accountant/SignatureRequestDraft",
    module: "signatures",
    access: professional,
    summary: "Uploads a PDF to be signed on one of the professional's jobs; answers the draft with its pages",
    multipart: { fields: signatureRequestDraftFieldsSchema, files: [SIGNATURE_DOCUMENT_FILE_FIELD] },
    response: signatureRequestSchema,
  },
  sendSignatureRequest: {
    method: "POST",
    path: "/Accountant/SendSignatureRequest",
    module: "signatures",
    access: professional,
    summary: "Places the fields, names the signers and sends each their own link",
    body: sendSignatureRequestSchema,
    response: signatureRequestSchema,
  },
  withdrawSignatureRequest: {
    method: "POST",
    path: "/Accountant/WithdrawSignatureRequest",
    module: "signatures",
    access: professional,
    summary: "Withdraws a request not yet completed (a draft is discarded); its links stop working",
    body: signatureRequestIdSchema,
    response: doneSchema,
  },
  remindSigner: {
    method: "POST",
    path: "/Accountant/RemindSigner",
    module: "signatures",
    access: professional,
    summary: "E-mails a signer a new link now (the one before stops working)",
    body: signerIdRequestSchema,
    response: doneSchema,
  },
  verifySigner: {
    method: "POST",
    path: "/Accountant/VerifySigner",
    module: "signatures",
    access: professional,
    summary: "Records that the professional checked a signer's identity in person or by video call",
    body: verifySignerRequestSchema,
    response: signatureRequestSchema,
  },
  acceptPaperSignature: {
    method: "POST",
    path: "/Accountant/AcceptPaperSignature",
    module: "signatures",
    access: professional,
    summary: "Accepts a signer's uploaded hand-signed page as their signature",
    body: signerIdRequestSchema,
    response: signatureRequestSchema,
  },
  rejectPaperSignature: {
    method: "POST",
    path: "/Accountant/RejectPaperSignature",
    module: "signatures",
    access: professional,
    summary: "Sends a hand-signed page back with what is wrong; the signer may upload another",
    body: rejectPaperRequestSchema,
    response: signatureRequestSchema,
  },
} as const satisfies EndpointGroup;

/**
 * The signer's own link (`/sign/:signerId#key=…` on the web): open to anyone with the key, or to the
 * signed-in taxpayer the signer is. A signed-in session of someone else is refused even with the key.
 */
export const signingEndpoints = {
  getSigning: {
    method: "GET",
    path: "/Signing/:signerId",
    module: "signatures",
    access: "public",
    summary: "What the signer is asked to sign, where, and where their identity check stands",
    params: signingParamsSchema,
    query: signingKeyQuerySchema,
    response: signingViewSchema,
  },
  getSigningDocument: {
    method: "GET",
    path: "/Signing/:signerId/Document",
    module: "signatures",
    access: "public",
    summary: "The PDF to be signed (the view is recorded in the audit log)",
    params: signingParamsSchema,
    query: signingKeyQuerySchema,
  },
  getSignedDocument: {
    method: "GET",
    path: "/Signing/:signerId/SignedDocument",
    module: "signatures",
    access: "public",
    summary: "The sealed signed PDF, once every signer is done",
    params: signingParamsSchema,
    query: signingKeyQuerySchema,
  },
  checkIdentity: {
    method: "POST",
    path: "/Signing/:signerId/IdentityCheck",
    module: "signatures",
    access: "public",
    summary: "One identity try (two per signer); nothing the signer types is kept",
    params: signingParamsSchema,
    body: identityCheckRequestSchema,
    response: signingViewSchema,
  },
  signDocument: {
    method: "POST",
    path: "/Signing/:signerId/Sign",
    module: "signatures",
    access: "public",
    summary: "Signs every field of the signer's; the last signer's signature seals the file",
    params: signingParamsSchema,
    body: signDocumentRequestSchema,
    response: signingViewSchema,
  },
  uploadPaperPage: {
    method: "POST",
    path: "/Signing/:signerId/PaperPage",
    module: "signatures",
    access: "public",
    summary: "Uploads the printed page signed by hand (PDF, JPG or PNG) for the professional to accept",
    params: signingParamsSchema,
    multipart: { fields: paperPageFieldsSchema, files: [SIGNING_PAPER_FILE_FIELD] },
    response: signingViewSchema,
  },
} as const satisfies EndpointGroup;
