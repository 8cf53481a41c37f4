/** Downloading one's data and closing one's account. */
export const privacy = {
  /** `{date}`: the day the next download is possible. */
  exportLimit: "You can download your data twice in 12 months. You can download it again on {date}.",
  closeConfirm:
    "Closing your account signs you out everywhere and removes your profile, photo, open requests and notifications. Your tax preparations, organizer answers, files, messages and invoices are kept for seven years, as the law asks, and then disposed of. This cannot be undone.",
  wrongPassword: "The password is incorrect.",
} as const;
