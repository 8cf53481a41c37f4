/** The application's own words: its general errors and empty states. */
export const app = {
  somethingWentWrong: "Something went wrong",
  requestInProgress: "Your request is in progress",
  passwordResetSuccess: "Password reset successfully!",
  emailSent: "E-mail sent. It can take a minute to arrive; look in your spam folder too.",
  notFound: "Sorry, the page you visited does not exist.",
  unexpectedError: "Unexpected Application Error!",
  noMessages: "Oops! Looks like you don't have any message yet",
  noDocuments: "No Documents Found",
} as const;
