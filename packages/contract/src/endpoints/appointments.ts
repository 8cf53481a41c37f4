import { RoleId } from "../codes-profile";
import type { EndpointGroup } from "./define";

/** A taxpayer's side of appointments: free slots, booking, their own list. */
export const taxpayerAppointmentEndpoints = {
  makeAppointment: {
    method: "POST",
    path: "/taxpayer/makeAppointment",
    module: "appointments",
    access: { roles: [RoleId.taxpayer] },
    summary: "Book a half-hour with the professional of a job or a live quote (day in their zone, slot 0-23)",
    body: "makeAppointmentRequestSchema",
    response: "makeAppointmentResponseSchema",
  },
  getAccountantAvailableHours: {
    method: "GET",
    path: "/taxpayer/GetAccountantAvailableHours",
    module: "appointments",
    access: { signedIn: true, practice: "appointments" },
    summary: "The slot indexes (0-23) free that day, in the professional's time zone",
    query: "availableHoursQuerySchema",
    response: "availableHoursSchema",
  },
  getAccountantAvailableSlots: {
    method: "GET",
    path: "/taxpayer/GetAccountantAvailableSlots",
    module: "appointments",
    access: { signedIn: true, practice: "appointments" },
    summary: "The same free slots with their UTC instants and the professional's zone",
    query: "availableHoursQuerySchema",
    response: "availableSlotsSchema",
  },
  getAppointments: {
    method: "GET",
    path: "/taxpayer/GetAppointments",
    module: "appointments",
    access: { roles: [RoleId.taxpayer] },
    summary: "The taxpayer's appointments, newest first (optionally one job's)",
    query: "taxpayerAppointmentsQuerySchema",
    response: "taxpayerAppointmentListSchema",
  },
  cancelAppointment: {
    method: "POST",
    path: "/taxpayer/CancelAppointment",
    module: "appointments",
    access: { roles: [RoleId.taxpayer] },
    summary: "Cancel a requested or approved appointment; both sides get a cancellation",
    query: "appointmentIdQuerySchema",
  },
} as const satisfies EndpointGroup;

/** A professional's side: requests, decisions, working hours. */
export const accountantAppointmentEndpoints = {
  getAccountantAppointmentRequests: {
    method: "GET",
    path: "/accountant/GetAccountantAppointmentRequests",
    module: "appointments",
    access: { roles: [RoleId.taxpayer, RoleId.expert], practice: "appointments" },
    summary: "Appointments waiting for the professional's answer (a taxpayer gets their own)",
    response: "accountantAppointmentListSchema",
  },
  getAccountantApprovedAppointments: {
    method: "GET",
    path: "/accountant/GetAccountantApprovedAppointments",
    module: "appointments",
    access: { roles: [RoleId.taxpayer, RoleId.expert], practice: "appointments" },
    summary: "Approved appointments (a taxpayer gets their own)",
    response: "accountantAppointmentListSchema",
  },
  approveAppointment: {
    method: "POST",
    path: "/accountant/ApproveAppointment",
    module: "appointments",
    access: { roles: [RoleId.expert], practice: "appointments" },
    summary: "Approve a requested appointment; the taxpayer is told and both get an invitation",
    query: "appointmentIdQuerySchema",
  },
  rejectAppointment: {
    method: "POST",
    path: "/accountant/RejectAppointment",
    module: "appointments",
    access: { roles: [RoleId.expert], practice: "appointments" },
    summary: "Reject a requested appointment; with a message in the body it is also sent through messaging",
    query: "appointmentIdQuerySchema",
    body: "rejectAppointmentRequestSchema",
  },
  cancelAppointment: {
    method: "POST",
    path: "/accountant/CancelAppointment",
    module: "appointments",
    access: { roles: [RoleId.expert], practice: "appointments" },
    summary: "Cancel an approved appointment; both sides get a cancellation",
    query: "appointmentIdQuerySchema",
  },
  getAvailability: {
    method: "GET",
    path: "/Accountant/GetAvailability",
    module: "appointments",
    access: { roles: [RoleId.expert], practice: "appointments" },
    summary: "Working hours, days off, notice and buffer, in the professional's zone",
    response: "availabilityResponseSchema",
  },
  updateAvailability: {
    method: "POST",
    path: "/Accountant/UpdateAvailability",
    module: "appointments",
    access: { roles: [RoleId.expert], practice: "appointments" },
    summary: "Set working hours, days off, notice, buffer and time zone",
    body: "availabilitySettingsSchema",
    response: "availabilityResponseSchema",
  },
  getVideoMeetingLink: {
    method: "GET",
    path: "/Accountant/GetVideoMeetingLink",
    module: "appointments",
    access: { roles: [RoleId.expert], practice: "appointments" },
    summary: "The professional's own video meeting link, used for their video appointments",
    response: "videoMeetingLinkSchema",
  },
  setVideoMeetingLink: {
    method: "POST",
    path: "/Accountant/SetVideoMeetingLink",
    module: "appointments",
    access: { roles: [RoleId.expert], practice: "appointments" },
    summary: "Set (https only) or remove the professional's own video meeting link",
    body: "videoMeetingLinkRequestSchema",
    response: "videoMeetingLinkSchema",
  },
} as const satisfies EndpointGroup;

/** Calendar sync with Google or Microsoft and its status. */
export const calendarSyncEndpoints = {
  getGoogleAuthUrl: {
    method: "GET",
    path: "/Accountant/GetGoogleAuthUrl",
    module: "calendar-sync",
    access: { roles: [RoleId.expert], practice: "appointments" },
    summary: "Google's authorization URL for this professional (a JSON string)",
    response: "authUrlSchema",
  },
  microsoftAuthUrl: {
    method: "GET",
    path: "/Accountant/MicrosoftAuthUrl",
    module: "calendar-sync",
    access: { roles: [RoleId.expert], practice: "appointments" },
    summary: "Microsoft's authorization URL for this professional (a JSON string)",
    response: "authUrlSchema",
  },
  googleAuthCallBack: {
    method: "POST",
    path: "/Accountant/GoogleAuthCallBack",
    module: "calendar-sync",
    access: { roles: [RoleId.expert], practice: "appointments" },
    summary: "Finish connecting Google: exchange the code (or report the provider's error)",
    body: "googleAuthCallbackSchema",
  },
  microsoftAuthUrlCallBack: {
    method: "POST",
    path: "/Accountant/MicrosoftAuthUrlCallBack",
    module: "calendar-sync",
    access: { roles: [RoleId.expert], practice: "appointments" },
    summary: "Finish connecting Microsoft: exchange the code (or report the provider's error)",
    body: "microsoftAuthCallbackSchema",
  },
  cancelCalendarSync: {
    method: "POST",
    path: "/Accountant/CancelCalendarSync",
    module: "calendar-sync",
    access: { roles: [RoleId.expert], practice: "appointments" },
    summary: "Disconnect the synced calendar",
  },
  getCalendarSync: {
    method: "GET",
    path: "/Accountant/GetCalendarSync",
    module: "calendar-sync",
    access: { roles: [RoleId.expert], practice: "appointments" },
    summary: "Which calendar is connected, and whether it still works",
    response: "calendarSyncStatusSchema",
  },
} as const satisfies EndpointGroup;

/** A private, revocable calendar feed for any signed-in person, and the feed itself. */
export const calendarFeedEndpoints = {
  getCalendarFeed: {
    method: "GET",
    path: "/User/GetCalendarFeed",
    module: "appointments",
    access: { signedIn: true, practice: "appointments" },
    summary: "The person's private feed URL (made on first ask)",
    response: "calendarFeedSchema",
  },
  resetCalendarFeed: {
    method: "POST",
    path: "/User/ResetCalendarFeed",
    module: "appointments",
    access: { signedIn: true, practice: "appointments" },
    summary: "Revoke the feed URL and make a new one",
    response: "calendarFeedSchema",
  },
  feed: {
    method: "GET",
    path: "/calendar/feed/:token",
    module: "appointments",
    access: "public",
    summary: "The feed (text/calendar); the token in the address is the only key",
    params: "calendarFeedParamsSchema",
  },
} as const satisfies EndpointGroup;
