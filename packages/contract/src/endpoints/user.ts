import type { EndpointGroup } from "./define";

/** `/User/*`: the signed-in person, whichever role (modules identity, profiles, notifications). */
export const userEndpoints = {
  getUser: {
    method: "GET",
    path: "/user/GetUser",
    module: "identity",
    access: "signedIn",
    beforeSecondFactor: true,
    response: "currentUserSchema",
  },
  changePassword: {
    method: "POST",
    path: "/User/ChangePassword",
    module: "identity",
    access: "signedIn",
    beforeSecondFactor: true,
    body: "changePasswordRequestSchema",
    response: "done",
  },
  setTwoFactor: {
    method: "POST",
    path: "/User/SetTwoFactor",
    module: "identity",
    access: "signedIn",
    body: "setTwoFactorRequestSchema",
    response: "done",
  },
  sendEmailChangeCode: {
    method: "POST",
    path: "/User/SendEmailChangeCode",
    module: "profiles",
    access: "signedIn",
    summary: "Mail a code to the address a signed-in person wants to use instead",
    query: "emailChangeQuerySchema",
    response: "done",
  },
  getUserNotifications: {
    method: "GET",
    path: "/User/GetUserNotifications",
    module: "notifications",
    access: "signedIn",
    summary: "The caller's latest notifications, newest first",
    response: "notificationListSchema",
  },
  makeNotificationsRead: {
    method: "POST",
    path: "/User/MakeNotifictionsRead",
    module: "notifications",
    access: "signedIn",
    summary: "Mark all of the caller's notifications read",
    response: "done",
  },
} as const satisfies EndpointGroup;
