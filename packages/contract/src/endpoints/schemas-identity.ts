import { z } from "zod";
import {
  changePasswordRequestSchema,
  currentUserSchema,
  emailQuerySchema,
  forgotPasswordRequestSchema,
  registerTaxpayerRequestSchema,
  resetPasswordRequestSchema,
  setLanguageRequestSchema,
  setTwoFactorRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  signInWithCodeRequestSchema,
  tokenResponseSchema,
  validResponseSchema,
  verifyForgotPasswordCodeRequestSchema,
  verifyResetPasswordTokenRequestSchema,
  verifyResetPasswordTokenResponseSchema,
} from "../identity";
import { notificationSchema } from "../notifications";
import { closeAccountRequestSchema, myDataDownloadsSchema } from "../privacy";
import { emailChangeQuerySchema } from "../profiles";
import {
  estimatedTaxPaymentListSchema,
  jobRemindersQuerySchema,
  jobRemindersSchema,
  notificationPreferenceListSchema,
  notificationPreferenceSchema,
  notificationUnsubscribeQuerySchema,
  reminderActionSchema,
  setEstimatedTaxPaidSchema,
  setReminderCadenceSchema,
  unsubscribedSchema,
} from "../reminders";

/** Identity, the signed-in person, reminders and notification preferences. */
export const identitySchemas = {
  // Identity and the signed-in person
  signInRequestSchema,
  signInResponseSchema,
  signInWithCodeRequestSchema,
  tokenResponseSchema,
  emailQuerySchema,
  registerTaxpayerRequestSchema,
  forgotPasswordRequestSchema,
  verifyForgotPasswordCodeRequestSchema,
  validResponseSchema,
  verifyResetPasswordTokenRequestSchema,
  verifyResetPasswordTokenResponseSchema,
  resetPasswordRequestSchema,
  changePasswordRequestSchema,
  currentUserSchema,
  closeAccountRequestSchema,
  myDataDownloadsSchema,
  setLanguageRequestSchema,
  setTwoFactorRequestSchema,
  emailChangeQuerySchema,
  notificationListSchema: z.array(notificationSchema),

  // Reminders and notification preferences
  jobRemindersQuerySchema,
  jobRemindersSchema,
  setReminderCadenceSchema,
  reminderActionSchema,
  notificationPreferenceSchema,
  notificationPreferenceListSchema,
  estimatedTaxPaymentListSchema,
  setEstimatedTaxPaidSchema,
  notificationUnsubscribeQuerySchema,
  unsubscribedSchema,
};
