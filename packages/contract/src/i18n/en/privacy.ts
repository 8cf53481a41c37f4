/** Downloading one's data and closing one's account. */
export const privacy = {
  /** `{date}`: the day the next download is possible. */
  exportLimit: "You can download your data twice in 12 months. You can download it again on {date}.",
  closeConfirm:
    "Closing your account signs you out everywhere and removes your profile, photo, open requests and notifications. Your tax preparations, organizer answers, files, messages and invoices are kept for seven years, as the law asks, and then disposed of. This cannot be undone.",
  wrongPassword: "The password is incorrect.",
  downloadHeading: "Download my data",
  downloadText:
    "One ZIP archive of everything Taxlane keeps about you: your account, requests and quotes, tax preparations, organizer answers, messages, appointments, invoices and your files. You can download it twice in 12 months.",
  downloadsUnknown: "We could not check how many downloads you have left.",
  downloading: "Your archive is downloading. Keep it safe: it holds your tax information.",
  closeAccount: "Close my account",
  closeText:
    "You will be signed out everywhere and cannot sign in again. What the law asks us to keep (your tax preparations and their files) is kept for seven years, then disposed of.",
  closeQuestion: "Close your account?",
  keepAccount: "Keep my account",
  noDownloadsLeftUntil: "You have no downloads left. You can download your data again on {day}.",
  noDownloadsLeft: "You have no downloads left.",
  downloadsLeft: "You have {count, plural, one {# download} other {# downloads}} left in these 12 months.",
  /** The README.txt of a data download: what each file of the archive holds. */
  exportReadme: `Taxlane: everything we hold about you

account.json            your account (name, e-mail, phone, birth date, settings)
profile.json            your professional profile and education (professionals only)
requests.json           your requests for quotes with the questionnaire answers, and the quotes
tax-preparations.json   your tax preparations and the documents asked for in each
organizer-answers.json  your organizer answers in full, sensitive numbers included (taxpayers)
messages.json           your conversations and every message in them; in a practice's
                        conversations you took part in as a member, the messages you wrote
appointments.json       your appointments
billing.json            your plan and its receipts (professionals)
files.json              the list of the files below: name, type, size, date
files/                  the files themselves: what you uploaded, the returns of your tax
                        preparations and the files of your conversations

Keep this archive safe: it holds your tax information.
`,
  yourDataTitle: "Your data",
  yourPassword: "Your password",
} as const;
