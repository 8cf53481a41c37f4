/**
 * A signer's identity check, behind one interface: the local test check by default (it says on the
 * page that it is one), or a provider's HTTP API in production. Nothing the signer types is stored;
 * only the outcome, the provider's name and its reference for the try.
 */
export interface IdentityCheckAnswers {
  fullName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** The last four digits of the SSN or ITIN. */
  idNumberLast4: string;
}

export interface IdentityCheckOutcome {
  passed: boolean;
  /** The provider's reference for this try, for the audit log and the certificate. */
  reference: string;
}

export interface IdentityCheckProvider {
  /** Shown to the signer and printed on the certificate, e.g. "Test identity check". */
  readonly name: string;
  /** A check that verifies nothing real: the page says so. */
  readonly isTest: boolean;
  /** One try for `signer` (their name and e-mail as the professional gave them). */
  check(
    signer: { name: string; email: string },
    answers: IdentityCheckAnswers,
  ): Promise<IdentityCheckOutcome>;
}
