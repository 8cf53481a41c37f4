/** Signature requests from the professional's side, as the API says them: refusals, notices, mails. */
export const signatureRequests = {
  jobNotFound:
    "We could not find this job among yours. Check the link, or open the job from your list of clients.",
  requestNotFound:
    "We could not find this signature request. It may have been discarded; open the job's Signatures tab to see its requests.",
  signerNotFound:
    "We could not find this signer. The request may have been discarded; open the job's Signatures tab to see its requests.",
  attachDocument: "Attach the PDF to be signed.",
  alreadySent: "This request was already sent. To change it, withdraw it and send a new one.",
  notDraft: "Only a request not yet sent can be sent. This one is {status}.",
  alreadyCompleted: "Everyone has signed this document, so it can no longer be withdrawn.",
  requestClosed: "This request was {status}, so its signers can no longer be sent links.",
  expired:
    "This request expired on {date} without every signature. Withdraw it if you like, and send a new request.",
  statusCompleted: "completed",
  statusWithdrawn: "withdrawn",
  statusSent: "already sent",
  signerSigned: "{name} has already signed this document; there is nothing to remind them of.",
  taxpayerRequired: "Name the taxpayer as a signer: every request is signed by the job's taxpayer.",
  roleTwice: "A request can have only one {role}. Remove the second one.",
  roleTaxpayer: "taxpayer",
  roleSpouse: "spouse",
  spouseNameRequired: "Enter the spouse's full name.",
  spouseEmailRequired: "Enter the spouse's e-mail address, where their signing link is sent.",
  spouseEmailSame:
    "The spouse's e-mail address is the taxpayer's. Each signer needs their own address; enter the spouse's.",
  fieldSignerMissing:
    "A field belongs to signer {number}, but the request names {count, plural, one {# signer} other {# signers}}. Give the field to one of them.",
  signatureFieldMissing: "Place at least one signature field for {name}.",
  sentTitle: "A document to sign: {title}",
  sentText: "{professional} asks you to sign “{title}” by {date}.",
  withdrawnTitle: "Signature request withdrawn: {title}",
  withdrawnText: "{professional} withdrew the request to sign “{title}”. You no longer need to sign it.",
  mailSignSubject: "Please sign: {title}",
  mailSignGreeting: "Hello {name},",
  mailSignText: "{professional} asks you to sign “{title}” through Taxlane, by {date}.",
  mailSignLink: "Open the document and sign it here: {link}",
  mailSignLinkOwn:
    "The link is yours alone; do not forward it. If you did not expect this request, contact {professional}.",
  mailRemindSubject: "Reminder: please sign {title}",
  mailRemindText:
    "{professional} is still waiting for your signature on “{title}”, due by {date}. Here is a new link; the one sent before no longer works.",
  mailWithdrawnSubject: "No need to sign: {title}",
  mailWithdrawnText:
    "{professional} withdrew the request to sign “{title}”. Its link no longer works, and you need not do anything.",
  reminderTitle: "Waiting for your signature: {title}",
  reminderText: "{professional} is waiting for your signature on “{title}”, due by {date}.",
  reminderSpouseTitle: "Waiting for {name}'s signature: {title}",
  reminderSpouseText:
    "{name} has not yet signed “{title}” for {professional}, due by {date}. Their signing link was mailed to them; ask them to look for it.",
} as const;
