/** The dev mailbox, where a server without a mail server keeps the e-mails it sends. */
export const devMail = {
  title: "Dev mailbox",
  note: "While a server has no mail server (SMTP) configured, every e-mail it sends — sign-up and sign-in codes, password-reset links — is kept here so you can read it, in a browser on the machine the server runs on.",
  messageGone: "This message is no longer in the mailbox.",
  to: "To",
  date: "Date",
  offHere:
    "The mailbox is off on this server: its mail is sent through SMTP to the real inboxes, or it was started with the mailbox turned off (DEV_MAILBOX=false, or production without DEV_MAILBOX=true).",
  offElsewhere:
    "The mailbox can only be read on the machine the server runs on: open /dev/mail there, at localhost. When the server sends mail through SMTP, codes arrive in your own inbox.",
  messages: "Messages",
  refresh: "Refresh",
  noMailYet: "No e-mail yet.",
  toAddress: "To {to}",
  message: "Message",
  chooseMessage: "Choose a message to read it.",
  mailTab: "E-mail",
  textsTab: "Text messages",
  textsNotSent: "None of these texts left this machine: no phone received them.",
  textsOff:
    "This server has no local text outbox: it sends texts through its text provider, or this browser is not on the machine the server runs on.",
  hint: "This server has no mail server: read the e-mail in the <link>dev mailbox (opens in a new tab)</link>.",
} as const;
