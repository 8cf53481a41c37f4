/** Syncing a professional's calendar with Google or Microsoft. */
export const calendarSync = {
  googleCalendar: "Google Calendar",
  microsoftCalendar: "Microsoft Outlook calendar",
  notConfigured:
    "{provider} sync is not set up on this server. Please ask the site's administrator to add its client id and secret.",
  missingCode: "The calendar provider sent no authorization code. Please connect again.",
  accessDenied: "{provider} was not connected: access was not allowed.",
  notConnected: "{provider} was not connected: {reason}",
  codeRefused: "{provider} did not accept this connection. Please connect again.",
  brokenTitle: "Your calendar stopped syncing",
  brokenDescription:
    "{provider} no longer accepts Taxlane's access (it was revoked or has expired). Approved appointments are not written to it and its busy times no longer block bookings. Please connect it again from your profile.",
  brokenError: "The provider refused our access: it was revoked or has expired. Please connect again.",
  unreachable: "{provider} could not be reached. Please try again in a moment.",
} as const;
