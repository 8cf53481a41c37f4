/** Engagement letters as the API says them: the default letter, refusals, notices, the letter's PDF. */
export const engagementLetters = {
  /**
   * Our letter, used until the professional saves their own. Its `{placeholders}` are filled from the
   * quote by the API, not by `t` (the professional's own letter uses the same ones).
   */
  defaultBody: `Date: {date}

Dear {taxpayer},

Thank you for choosing {professional} to prepare your tax return. This letter sets out the terms of our engagement so that we both know what to expect.

Scope of the work
I will prepare {scope} for the {taxYear} tax year from the information you provide. This engagement does not include an audit, a review of your books, tax planning for later years, or representing you before the IRS or a state agency; those can be agreed separately.

What you provide
You will give me complete and accurate information: your income statements (such as Forms W-2, 1099 and K-1), records of deductions and credits, last year's return, and anything else I ask for. I will rely on what you give me without checking it independently. You are responsible for keeping the records that support your return.

Fees
My fee for this work is {price}, as quoted. Work outside the scope above, or a return that turns out to be more involved than described, is charged only after we agree on it.

Turnaround
I will finish the return {turnaround} after I receive all the information I need. Late or missing information may delay the return and the filing.

Your responsibilities and mine
I will prepare the return with care, following the tax law and IRS rules as they stand. You will review the return before it is filed and sign it; by signing, you declare it true, correct and complete. You are responsible for paying any tax, interest and penalties due.

Records retention
I will keep a copy of your return and my working papers for at least three years after filing. Your original documents are yours; keep them for at least as long.

Ending the engagement
Either of us may end this engagement in writing at any time. You will owe the fee only for the work done until then. {depositTerms}

By signing below you agree to these terms. {professional} accepts them by confirming your quote.`,
  /** `{scope}` of an individual's return, with and without a state named in the request. */
  scopeIndividualWithState:
    "your federal individual income tax return (Form 1040) and your {state} state return",
  scopeIndividual: "your federal individual income tax return (Form 1040)",
  scopeBusinessWithState: "your business's federal income tax return and its {state} state return",
  scopeBusiness: "your business's federal income tax return",
  turnaroundDays: "within {days, plural, one {# day} other {# days}}",
  turnaroundNone: "within a time we agree on",
  /** `{depositTerms}`: what happens to a paid deposit when the client cancels, from the professional's settings. */
  depositRefunded:
    "If you cancel before I start reviewing your information, any deposit you paid is refunded to you in full.",
  depositKept: "If you cancel before I start reviewing your information, a deposit you paid is not refunded.",
  /** The names when an account has none. */
  someTaxpayer: "the client",
  someProfessional: "your tax professional",
  letterNotFound:
    "We could not find an engagement letter for this quote. Open it again from your quotes or your job.",
  unknownPlaceholder:
    "The letter uses {placeholder}, which we cannot fill in. Use only these: {known}. Or remove the braces.",
  letterChangedSinceRead: "The letter changed since you opened it. Read it again and sign.",
  alreadySigned: "You have already signed this version of the letter. There is nothing more to sign.",
  professionalDeclined:
    "This professional declined the request, so their letter cannot be signed. Choose another quote.",
  notChosenYet: "You can change the letter once the taxpayer has chosen your quote.",
  /** The signed PDF. */
  pdfTitle: "Engagement letter",
  pdfParties: "Between {professional} (the professional) and {taxpayer} (the client)",
  pdfVersion: "Version {version}",
  pdfSignatureLabel: "Client's signature: {name}",
  pdfDateLabel: "Date signed",
  certificateTitle: "Engagement letter, version {version}",
  fileName: "engagement-letter-version-{version}.pdf",
  identityMethod: "Signed in to their Taxlane account",
  identityResult: "signed in",
  /** Notices. */
  signedTitle: "Your engagement letter was signed",
  signedText: "{taxpayer} signed your engagement letter. Confirm the quote to accept it and begin.",
  signedAgainText: "{taxpayer} signed the changed engagement letter.",
  changedTitle: "Your engagement letter changed",
  changedText: "{professional} changed your engagement letter. Read it and sign the changed letter.",
} as const;
