/** Signing from the signer's side, as the API says them: the identity check, refusals, notices. */
export const signing = {
  testCheckName: "Test identity check",
} as const;
