import {
  changePasswordRequestSchema,
  currentUserSchema,
  setLanguageRequestSchema,
  setTwoFactorRequestSchema,
} from "../identity";
import { emailChangeQuerySchema } from "../profiles";
import type { EndpointGroup } from "./define";
import { doneSchema } from "./schemas-answers";
import { notificationListSchema } from "./schemas-identity";

/** `/User/*`: the signed-in person, whichever role (modules identity, profiles, notifications). */
export const userEndpoints = {
  getUser: {
    method: "GET",
    path: "/user/GetUser",
    module: "identity",
    access: { signedIn: true, practice: "account" },
    beforeSecondFactor: true,
    response: currentUserSchema,
  },
  changePassword: {
    method: "POST",
    path: "/User/ChangePassword",
    module: "identity",
    access: { signedIn: true, practice: "account" },
    beforeSecondFactor: true,
    body: changePasswordRequestSchema,
    response: doneSchema,
  },
  setTwoFactor: {
    method: "POST",
    path: "/User/SetTwoFactor",
    module: "identity",
    access: { signedIn: true, practice: "account" },
    body: setTwoFactorRequestSchema,
    response: doneSchema,
  },
  setLanguage: {
    method: "POST",
    path: "/User/SetLanguage",
    module: "identity",
    access: { signedIn: true, practice: "account" },
    beforeSecondFactor: true,
    summary: "Choose the language mails, notices and pages speak to the caller in",
    body: setLanguageRequestSchema,
    response: doneSchema,
  },
  sendEmailChangeCode: {
    method: "POST",
    path: "/User/SendEmailChangeCode",
    module: "profiles",
    access: { signedIn: true, practice: "account" },
    summary: "Mail a code to the address a signed-in person wants to use instead",
    query: emailChangeQuerySchema,
    response: doneSchema,
  },
  getUserNotifications: {
    method: "GET",
    path: "/User/GetUserNotifications",
    module: "notifications",
    access: { signedIn: true, practice: "account" },
    summary: "The caller's latest notifications, newest first",
    response: notificationListSchema,
  },
  makeNotificationsRead: {
    method: "POST",
    path: "/User/MakeNotifictionsRead",
    module: "notifications",
    access: { signedIn: true, practice: "account" },
    summary: "Mark all of the caller's notifications read",
    response: doneSchema,
  },
} as const satisfies EndpointGroup;
