/**
 * Letters from the IRS or a state tax agency a taxpayer received: each kind's name and a one-line
 * plain meaning, and what the API says of them (refusals, notices, mails).
 */
export const taxNotices = {
  kindCp2000: "CP2000",
  kindCp14: "CP14",
  kindCp501: "CP501",
  kindCp503: "CP503",
  kindCp504: "CP504",
  kindCp11: "CP11",
  kindCp12: "CP12",
  kindCp2501: "CP2501",
  kindLtr5071c: "Letter 5071C",
  kindLtr4883c: "Letter 4883C",
  kindLtr525: "Letter 525",
  kindState: "State notice",
  kindUnknown: "I don't know",
  meaningCp2000:
    "The income the IRS has on record does not match your return, and it proposes a change to your tax.",
  meaningCp14: "The IRS says you owe tax on a return and asks you to pay the balance.",
  meaningCp501: "A reminder that a balance is still unpaid.",
  meaningCp503: "A second reminder: the balance is still unpaid and interest keeps adding up.",
  meaningCp504:
    "A final notice: the IRS intends to take a state refund or other property if the balance stays unpaid.",
  meaningCp11: "The IRS corrected a mistake on your return, and you now owe more.",
  meaningCp12: "The IRS corrected a mistake on your return, and your refund changed.",
  meaningCp2501:
    "Income the IRS has on record may not match your return, and it asks you to explain before proposing a change.",
  meaningLtr5071c:
    "The IRS needs you to confirm your identity online or by phone before it processes your return.",
  meaningLtr4883c: "The IRS needs you to confirm your identity by phone before it processes your return.",
  meaningLtr525: "The results of an audit by mail: the IRS proposes changes to your tax.",
  meaningState: "A letter from your state's tax agency about a state return or balance.",
  meaningUnknown: "Not sure what it is? Upload it: your professional will read it and tell you.",

  kindRequired: 'Choose what kind of letter this is, or "I don\'t know".',
  deadlineInvalid: "Enter the respond-by date printed on the letter, as a date.",
  deadlinePast: "The deadline is in the past: check the date printed on the letter",
  noteTooLong: "The note can be at most 1,000 characters.",
  attachLetter: "Please attach the letter: a PDF or a photo of it.",
  answerNoteRequired: "Say in a few words how the letter was answered, so your client knows.",
  quoteMessageRequired: "Say what the work on this letter includes.",
  jobNotFound:
    "We could not find this tax preparation among yours. Open it from your list of tax preparations.",
  noticeNotFound: "We could not find this letter. Open the job's Letters tab to see its letters.",
  quoteAccepted: "Your client already accepted your quote for this letter, so it can no longer change.",
  acceptOrDecline: "Accept or decline the quote.",
  noQuoteToAnswer: "There is no quote waiting for your answer on this letter.",
  quoteAlreadyAccepted: "You already accepted this quote, so it can no longer be declined.",
  quoteAlreadyDeclined:
    "You already declined this quote, so it can no longer be accepted. Your professional can send a new one.",
  letterWord: "letter",
  stateNoticeWord: "state notice",
  jobCancelled:
    "This tax preparation was cancelled, so its professional no longer works on it. Ask a professional for a quote for this letter instead.",
  someClient: "Your client",
  someProfessional: "Your professional",

  uploadedTitle: "Your client received a {kind}",
  uploadedText: "{client} received a {kind} from the tax agency. Respond by {deadline}.",
  uploadedUnknownText:
    "{client} received a letter from the tax agency and is not sure what it is. Respond by {deadline}.",
  answeredTitle: "Your letter was answered",
  answeredText: "{professional} answered your {kind}: {note}",
  quotedTitle: "A quote for your {kind}",
  quotedText: "{professional} quotes {price} for the work on your {kind}: {message}",
  quoteAcceptedTitle: "Your client accepted your quote",
  quoteAcceptedText: "{client} accepted {price} for the work on their {kind}.",
  quoteDeclinedTitle: "Your client declined your quote",
  quoteDeclinedText: "{client} declined {price} for the work on their {kind}.",
  reminderTitle: "Reminder: a {kind} is due in {days, plural, one {# day} other {# days}}",
  reminderExpertText: "{client}'s {kind} must be answered by {deadline}, and it is not marked answered yet.",
  reminderTaxpayerText:
    "Your {kind} must be answered by {deadline}. Your professional has not marked it answered yet.",
} as const;
