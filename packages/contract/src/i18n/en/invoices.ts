/** Invoices as the API says them: refusals, notices, mails. */
export const invoices = {
  jobNotFound:
    "We could not find this job among yours. Check the link, or open the job from your list of clients.",
  billingJobNotFound:
    "We could not find this job among yours. Check the link, or open the job from your list of jobs.",
  invoiceNotFound:
    "We could not find this invoice. It may have been a draft that was deleted; open the job's Billing tab to see its invoices.",
  totalTooLarge: "An invoice's total can be at most $100,000.00. Split the work over more than one invoice.",
  depositAboveTotal:
    "The deposit ({deposit}) is more than the invoice's total ({total}). Lower the deposit, or leave it out to bill the whole total at once.",
  dueDatePast: "The due date {date} has passed. Choose today or a later date.",
  aboveAgreedPrice:
    "This invoice's total of {total} is more than the job has left to bill. The agreed price is {agreed} and {invoiced} is already invoiced (drafts included), so at most {left} can be billed. To bill more, ask your client for a price change first; once they accept it, the agreed price goes up.",
  notDraft:
    "Only a draft can be changed; this invoice is {status} and your client has it as it is. If it is wrong and nothing was paid on it, void it and send a new one.",
  alreadySent: "This invoice was already sent as {number}. There is nothing more to send.",
  sentNotDeleted:
    "A sent invoice cannot be deleted, since your client has it. Void it instead, with the reason.",
  draftNotVoided: "A draft is not voided; delete it instead, as your client never saw it.",
  refundFirst:
    "Your client has already paid {paid} of this invoice, so it cannot be voided. Refund the payment first.",
  isFinal: "This invoice is {status}, so it can no longer change.",
  numberTaken: "Another of your invoices was being numbered at the same moment. Send this one again.",
  statusSent: "sent",
  statusPartlyPaid: "partly paid",
  statusPaid: "paid",
  statusVoid: "void",
  sentTitle: "New invoice {number} from {professional}",
  sentText: "{professional} sent you invoice {number} for {total}, due {date}.",
  sentDepositText: "Of it, {deposit} is a deposit due now; the rest, {rest}, is due on completion.",
  sentNotesText: "Their note: {notes}",
  sentLinkText: "See the invoice on your job's Billing tab: {url}",
  voidedTitle: "Invoice {number} from {professional} is void",
  voidedText:
    "{professional} voided invoice {number} ({total}), so you do not owe it. Their reason: {reason}",
} as const;
