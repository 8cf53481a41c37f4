/** Booking and answering appointments: the refusals and the words both the web and the API show. */
export const appointments = {
  slotTaken: "This time is no longer free. Please choose another.",
  slotInPast: "This time has already passed. Please choose a later one.",
  slotTooSoon: "This time is too soon: the professional asks for more notice. Please choose a later one.",
  slotNotOffered: "The professional is not available at this time. Please choose one of the free times.",
  tooFarAhead: "Appointments can be booked up to {days} days ahead.",
  notYourJob: "You can book appointments only with a professional who sent you a quote or works with you.",
  notFound: "This appointment was not found.",
  alreadyDecided: "This appointment has already been answered.",
  calendarStateMismatch:
    "This calendar connection link has expired or was not started here. Please connect again.",
  unknownTimeZone: "Please choose a time zone from the list.",
  hoursOrder: "The end of working hours must come after their start.",
  videoLinkInvalid:
    "Enter the full address of your video meeting room, starting with https:// (for example https://zoom.us/j/123456789).",
  videoLinkMissing:
    "This video appointment has no meeting link yet. Set your video meeting link under Video meetings so your client can join.",
  videoLinkMissingShort: "No video meeting link yet.",
  videoLinkFromCalendar:
    "No video meeting link is set: when you approve, your synced calendar makes the meeting and its link is sent to both of you.",
  joinVideoMeeting: "Join the video meeting",
} as const;
