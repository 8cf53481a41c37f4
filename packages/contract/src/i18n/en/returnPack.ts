/** A filed job's return pack: one PDF of its return, signed documents, filings and receipts. */
export const returnPack = {
  title: "Taxlane {taxYear} tax return – {name}",
  titleWithoutName: "Taxlane {taxYear} tax return",
  notFiled:
    "The return pack is ready once the return is filed. This tax preparation is not filed yet: download the draft return from its page meanwhile.",
  cancelled: "This tax preparation was cancelled, so it has no return pack.",
  filedReturn: "Filed return — {file}",
  engagementLetter: "Engagement letter, signed {date}",
  efileAuthorization: "E-file authorization: {title}, signed {date}",
  signedDocument: "{title}, signed {date}",
  filings: "Filings and outcome",
  receipt: "Receipt {number} of invoice {invoice}, paid {date}",
  download: "Download your return pack",
  downloadForProfessional: "Download the return pack",
} as const;
