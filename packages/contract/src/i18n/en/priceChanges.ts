/** Price changes as the API says them: refusals, notices, mails. */
export const priceChanges = {
  placeholder: "",
} as const;
