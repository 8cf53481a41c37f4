/** What the API tells people about appointments: notifications, mail and calendar invitations. */
export const appointmentNotices = {
  confirmedTitle: "Appointment confirmed",
  confirmedText:
    "{professional} confirmed your {type} on {when}.{joinLine} The invitation for your calendar is attached.",
  confirmedMailSubject: "Appointment confirmed: {client}",
  mailGreeting: "Hello {firstName},",
  confirmedMailText:
    "You confirmed a {type} with {client} on {when}.{joinLine} The invitation for your calendar is attached.",
  openTaxlane: "Open Taxlane: {url}",
  declinedTitle: "Appointment declined",
  declinedWithMessageText: "{professional} declined your {type} on {when} and sent you a message.",
  declinedText: "{professional} declined your {type} on {when}. Please choose another time.",
  newRequestTitle: "New appointment request",
  cancelledTitle: "Appointment cancelled",
  cancelledByProfessionalText: "{professional} cancelled your {type} on {when}.",
  cancelledByClientText: "{client} cancelled the {type} on {when}.",
  cancelledMailText:
    "Your {type} with {other} on {when} is cancelled. The attached cancellation removes it from your calendar.",
  unknownFeed: "Unknown calendar feed.",
  meetingLinkTitle: "Video meeting link",
  meetingLinkText:
    "Your video chat with {professional} on {when} takes place at {meetingUrl}. The updated invitation for your calendar is attached.",
  meetingLinkMailSubject: "Video meeting link: {client}",
  meetingLinkMailText:
    "Your calendar made the meeting for your video chat with {client} on {when}: {meetingUrl}. Your client got the link too; the updated invitation is attached.",
  over: "This appointment is over and can no longer be changed.",
  eventSummary: "{type} with {name} (Taxlane)",
  eventDescription: "{type} between {client} and {professional}.",
  eventJoin: "Join the video meeting: {url}",
  eventComments: "Comments: {comment}",
  calendarName: "Taxlane appointments",
  joinLine: " Join the video meeting at {url}.",
  newRequestText: "{client} asked for a {type} on {when}.{comments}",
  commentsSuffix: " Comments: {comment}",
  typeInPerson: "In person",
  typePhoneCall: "Phone call",
  typeVideoChat: "Video chat",
  typeOther: "Appointment",
} as const;
