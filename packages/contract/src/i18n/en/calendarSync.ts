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
  couldNotConnect: "The calendar could not be connected.",
  noLongerSyncingTitle: "{provider} is no longer syncing",
  noLongerSyncingText:
    "{provider} stopped accepting Taxlane's access (it was revoked or has expired). Approved appointments are not added to it, and its busy times no longer block bookings. Clients can still book you. Reconnect to start syncing again.",
  disconnectText:
    "Appointments will no longer be added to this calendar and its busy times will no longer block bookings. Events already added stay in it.",
  disconnect: "Disconnect",
  disconnected: "{provider} is disconnected.",
  connected: "Your calendar is connected.",
  loadError: "We couldn't load your calendar sync.",
  connectIntro:
    "Connect your Google or Microsoft calendar: approved appointments are added to it, and times it shows as busy are not offered to clients.",
  unknownProvider: "This calendar provider is not one Taxlane connects.",
  backToProfile: "Back to your profile",
  notConnectedTitle: "{provider} was not connected.",
  backToCalendarSync: "Back to calendar sync",
  reconnect: "Reconnect {provider}",
  connect: "Connect {provider}",
  notSetUp:
    "{provider} sync is not set up on this server yet, so it cannot be connected here. The site's administrator has to add its client id and secret first.",
  /** `{account}`: " as " and the account, or nothing; `{since}`: ", since " and the day, or nothing. */
  connectedTo:
    "<b>Connected to {provider}</b>{account}{since}. Approved appointments are added to it, and times it shows as busy are not offered to clients.",
  asAccount: " as {account}",
  sinceDay: ", since {day}",
  lastProblem: "Last problem: {problem}",
  finishing: "Finishing the connection with {provider}…",
  heading: "Calendar sync",
  connecting: "Connecting {provider}",
  unknownCalendar: "Calendar",
  disconnectQuestion: "Disconnect {provider}?",
} as const;
