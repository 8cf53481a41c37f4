/** Price changes as the API says them: refusals, notices, mails. */
export const priceChanges = {
  jobNotFound:
    "We could not find this job among yours. Check the link, or open the job from your list of clients.",
  changeNotFound: "We could not find this price change. Open the job's Billing tab to see its price changes.",
  onePending:
    "A price change is already waiting for your client's answer. Wait for them to answer or withdraw the one waiting first.",
  belowInvoiced:
    "This would make the agreed price {newPrice}, less than the {invoiced} already invoiced. Ask for a smaller reduction, or void an unpaid invoice first.",
  belowZero:
    "This would make the agreed price less than $0.00. The price is {agreed} now, so it can go down by at most that much.",
  invoicedSinceAsked:
    "Since asking for this reduction, your professional has invoiced {invoiced}, more than the {newPrice} it would make the agreed price. Decline it, or ask them to withdraw it and ask for a smaller one.",
  alreadyAcceptedByYou: "You already accepted this price change, so it can no longer be declined.",
  alreadyDeclinedByYou:
    "You already declined this price change, so it can no longer be accepted. Your professional can ask for a new one.",
  withdrawnBeforeAnswer:
    "Your professional withdrew this price change, so there is nothing to answer. The agreed price did not change.",
  acceptedByClient: "Your client already accepted this price change, so it can no longer be withdrawn.",
  declinedByClient: "Your client already declined this price change, so there is nothing to withdraw.",
  raiseOf: "a raise of {amount}",
  reductionOf: "a reduction of {amount}",
  someProfessional: "Your tax professional",
  someTaxpayer: "Your client",
  requestedTitle: "Your tax professional asks to change the price",
  requestedText:
    "{professional} asks for {change} to the agreed price, which would make it {newPrice}. Accept or decline it on the job's Billing tab.",
  mailRequestedText:
    "{professional} asks for {change} to the agreed price of your tax preparation. The agreed price is {agreed} now; if you accept, it becomes {newPrice}.",
  mailReason: "Their reason: {reason}",
  mailNothingUntilAccepted:
    "Nothing is billed above the agreed price until you accept. To accept or decline, open {url}",
  acceptedTitle: "Your client accepted the price change",
  acceptedText: "{taxpayer} accepted {change}. The agreed price is now {newPrice}.",
  declinedTitle: "Your client declined the price change",
  declinedText: "{taxpayer} declined {change}. The agreed price stays {agreed}.",
  declinedWithNoteText: "{taxpayer} declined {change}. The agreed price stays {agreed}. Their note: {note}",
  withdrawnTitle: "Your tax professional withdrew a price change",
  withdrawnText:
    "{professional} withdrew {change} they had asked for. The agreed price stays {agreed}; there is nothing for you to answer.",
} as const;
