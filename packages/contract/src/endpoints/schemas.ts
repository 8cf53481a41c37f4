/**
 * Every schema the endpoint table names, by the name it uses. The table itself holds names only, so a
 * page that calls the API through it loads no zod; the API and the OpenAPI document resolve the names here.
 */
import { z } from "zod";
import {
  adminAccountActionRequestSchema,
  adminAccountSchema,
  adminAccountSearchQuerySchema,
  adminInboxQuerySchema,
  auditEntrySchema,
  auditSearchQuerySchema,
  inboxMessageSchema,
  pendingProfessionalSchema,
  refuseProfessionalRequestSchema,
} from "../admin";
import {
  accountantAppointmentSchema,
  appointmentIdQuerySchema,
  authUrlSchema,
  availabilityResponseSchema,
  availabilitySettingsSchema,
  availableHoursQuerySchema,
  availableHoursSchema,
  availableSlotsSchema,
  calendarFeedParamsSchema,
  calendarFeedSchema,
  calendarSyncStatusSchema,
  googleAuthCallbackSchema,
  makeAppointmentRequestSchema,
  makeAppointmentResponseSchema,
  microsoftAuthCallbackSchema,
  rejectAppointmentRequestSchema,
  taxpayerAppointmentSchema,
  taxpayerAppointmentsQuerySchema,
  videoMeetingLinkRequestSchema,
  videoMeetingLinkSchema,
} from "../appointments";
import {
  adminPlanSchema,
  changeIntervalRequestSchema,
  checkoutUrlSchema,
  createCheckoutSessionRequestSchema,
  mySubscriptionSchema,
  payTestCheckoutRequestSchema,
  savePlanRequestSchema,
  testCheckoutQuerySchema,
  testCheckoutSchema,
  unsubscribeQuerySchema,
} from "../billing";
import {
  chatConnectionSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  createChatConnectionQuerySchema,
  markChatReadRequestSchema,
  sendChatMessageFieldsSchema,
  unreadMessagesCountSchema,
} from "../chat";
import {
  adminSupportCaseQuerySchema,
  adminSupportCaseSchema,
  closeSupportCaseRequestSchema,
  disclosureConsentQuerySchema,
  disclosureConsentSchema,
  giveDisclosureConsentRequestSchema,
  openSupportCaseRequestSchema,
  supportCaseQuerySchema,
  supportCaseStatusSchema,
  withdrawDisclosureConsentRequestSchema,
} from "../consent";
import {
  adminBlogPostSchema,
  adminFaqEntrySchema,
  markdownPreviewRequestSchema,
  markdownPreviewSchema,
  saveBlogPostRequestSchema,
  saveFaqEntryRequestSchema,
  setPublishedRequestSchema,
} from "../content-admin";
import {
  downloadFilesInPdfQuerySchema,
  jobDocumentSchema,
  jobDocumentsQuerySchema,
  requestDocumentSchema,
  reviewDocumentSchema,
  uploadDocumentFieldsSchema,
  uploadRequestedDocumentFieldsSchema,
} from "../documents";
import { healthSchema } from "../health";
import {
  changePasswordRequestSchema,
  currentUserSchema,
  devMailMessageSchema,
  devMailSummarySchema,
  emailQuerySchema,
  forgotPasswordRequestSchema,
  registerTaxpayerRequestSchema,
  resetPasswordRequestSchema,
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
import {
  accountantFeedbackSchema,
  accountantIdQuerySchema,
  deleteRequestQuerySchema,
  expertBusinessRequestSchema,
  expertIndividualRequestSchema,
  idFieldSchema,
  introductionSchema,
  quoteIdQuerySchema,
  sendQuoteFieldsSchema,
  sendQuoteResponseSchema,
  sentQuoteSchema,
  taxpayerQuoteSchema,
} from "../marketplace";
import { notificationSchema } from "../notifications";
import {
  accountantOrganizerAnswersQuerySchema,
  addOrganizerAnswersFieldsSchema,
  deleteOrganizerFileRequestSchema,
  openOrganizerReviewRequestSchema,
  organizerAnswerSchema,
  organizerPrefillSchema,
  organizerRevealSchema,
  organizerReviewOpenedSchema,
  revealedOrganizerAnswerSchema,
  revealOrganizerAnswerRequestSchema,
  taxpayerOrganizerAnswersQuerySchema,
} from "../organizer";
import { rowRangeQuerySchema } from "../pagination";
import { closeAccountRequestSchema, myDataDownloadsSchema } from "../privacy";
import {
  accountantProfileDetailsSchema,
  accountantProfileQuerySchema,
  emailChangeQuerySchema,
  expertDirectoryPageSchema,
  expertDirectoryQuerySchema,
  invitationLinkSchema,
  registerAccountantSchema,
  updateAccountantProfileSchema,
  updateTaxpayerProfileSchema,
} from "../profiles";
import {
  blogIdQuerySchema,
  blogListQuerySchema,
  blogPostDetailSchema,
  blogPostSchema,
  chatbotAnswerSchema,
  chatbotQuestionSchema,
  contactUsMessageRequestSchema,
  demoRequestSchema,
  expertCardSchema,
  expertsNearYouQuerySchema,
  faqEntrySchema,
  messageReceivedSchema,
  newsletterEmailQuerySchema,
  newsletterSubscriptionSchema,
  newsletterTokenSchema,
  planSchema,
  testimonialSchema,
  testimonialsQuerySchema,
} from "../public-site";
import {
  businessInitialQuestionsSchema,
  businessRequestSchema,
  individualInitialQuestionsSchema,
  individualRequestSchema,
  initialQuestionsResponseSchema,
} from "../questionnaire";
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
import {
  expertTaxPreparationSchema,
  taxPreparationDetailSchema,
  taxpayerTaxPreparationSchema,
  uploadTaxReturnFieldsSchema,
} from "../tax-preparation";

const fileIdSchema = idFieldSchema;

/**
 * The text fields of the multipart calls whose checks depend on today (birth dates, founding years):
 * the services build theirs with the API's clock; these describe the fields for the OpenAPI document.
 */
const documentedAt = new Date();

export const endpointSchemas = {
  /** The answer of calls whose answer is only "it worked". */
  done: z.object({}),
  booleanAnswer: z.boolean(),

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

  // Onboarding
  individualInitialQuestionsSchema,
  businessInitialQuestionsSchema,
  initialQuestionsResponseSchema,
  individualRequestListSchema: z.array(individualRequestSchema),
  businessRequestListSchema: z.array(businessRequestSchema),
  registerAccountantFieldsSchema: registerAccountantSchema(documentedAt),
  invitationLinkSchema,

  // Marketplace
  taxpayerQuoteListSchema: z.array(taxpayerQuoteSchema),
  quoteIdQuerySchema,
  deleteRequestQuerySchema,
  introductionListSchema: z.array(introductionSchema),
  rowRangeQuerySchema,
  expertIndividualRequestListSchema: z.array(expertIndividualRequestSchema),
  expertBusinessRequestListSchema: z.array(expertBusinessRequestSchema),
  sendQuoteFieldsSchema,
  sendQuoteResponseSchema,
  sentQuoteListSchema: z.array(sentQuoteSchema),
  accountantIdQuerySchema,
  accountantFeedbackSchema,

  // Chat
  chatConnectionSchema,
  chatConnectionListSchema: z.array(chatConnectionSchema),
  createChatConnectionQuerySchema,
  chatMessageSchema,
  chatMessageListSchema: z.array(chatMessageSchema),
  chatMessagesQuerySchema,
  sendChatMessageFieldsSchema,
  markChatReadRequestSchema,
  unreadMessagesCountSchema,

  // Organizer
  addOrganizerAnswersFieldsSchema,
  organizerAnswerListSchema: z.array(organizerAnswerSchema),
  taxpayerOrganizerAnswersQuerySchema,
  accountantOrganizerAnswersQuerySchema,
  deleteOrganizerFileRequestSchema,
  revealOrganizerAnswerRequestSchema,
  revealedOrganizerAnswerSchema,
  organizerRevealListSchema: z.array(organizerRevealSchema),
  organizerPrefillSchema,
  openOrganizerReviewRequestSchema,
  organizerReviewOpenedSchema,

  // Appointments and calendars
  makeAppointmentRequestSchema,
  makeAppointmentResponseSchema,
  availableHoursQuerySchema,
  availableHoursSchema,
  availableSlotsSchema,
  accountantAppointmentListSchema: z.array(accountantAppointmentSchema),
  taxpayerAppointmentListSchema: z.array(taxpayerAppointmentSchema),
  taxpayerAppointmentsQuerySchema,
  appointmentIdQuerySchema,
  rejectAppointmentRequestSchema,
  availabilitySettingsSchema,
  availabilityResponseSchema,
  videoMeetingLinkRequestSchema,
  videoMeetingLinkSchema,
  authUrlSchema,
  googleAuthCallbackSchema,
  microsoftAuthCallbackSchema,
  calendarSyncStatusSchema,
  calendarFeedSchema,
  calendarFeedParamsSchema,

  // Documents
  jobDocumentSchema,
  jobDocumentListSchema: z.array(jobDocumentSchema),
  jobDocumentsQuerySchema,
  requestDocumentSchema,
  uploadRequestedDocumentFieldsSchema,
  uploadDocumentFieldsSchema,
  reviewDocumentSchema,
  downloadFilesInPdfQuerySchema,

  // Profiles and the directory
  expertsNearYouQuerySchema,
  expertCardListSchema: z.array(expertCardSchema),
  expertDirectoryQuerySchema,
  expertDirectoryPageSchema,
  testimonialsQuerySchema,
  testimonialListSchema: z.array(testimonialSchema),
  accountantProfileQuerySchema,
  accountantProfileDetailsSchema,
  updateAccountantProfileFieldsSchema: updateAccountantProfileSchema(documentedAt),
  updateTaxpayerProfileFieldsSchema: updateTaxpayerProfileSchema(documentedAt),

  // Tax preparation
  taxpayerTaxPreparationListSchema: z.array(taxpayerTaxPreparationSchema),
  expertTaxPreparationListSchema: z.array(expertTaxPreparationSchema),
  taxPreparationDetailSchema,
  uploadTaxReturnFieldsSchema,

  // Content, contact, newsletter, plans
  blogListQuerySchema,
  blogPostListSchema: z.array(blogPostSchema),
  blogIdQuerySchema,
  blogPostDetailSchema,
  blogImageParamsSchema: z.object({
    file: z.string().regex(/^\d{1,9}\.jpg$/, { error: "Unknown image." }),
  }),
  faqListSchema: z.array(faqEntrySchema),
  chatbotQuestionSchema,
  chatbotAnswerSchema,
  contactUsMessageRequestSchema,
  demoRequestSchema,
  messageReceivedSchema,
  newsletterEmailQuerySchema,
  newsletterTokenSchema,
  newsletterSubscriptionSchema,
  planListSchema: z.array(planSchema),
  createCheckoutSessionRequestSchema,
  checkoutUrlSchema,
  unsubscribeQuerySchema,
  changeIntervalRequestSchema,
  mySubscriptionSchema,
  testCheckoutQuerySchema,
  testCheckoutSchema,
  payTestCheckoutRequestSchema,

  // Files, health, the development mailbox
  fileIdParamsSchema: z.object({ id: fileIdSchema }),
  fileIdQuerySchema: z.object({ id: fileIdSchema }),
  healthSchema,
  devMailListSchema: z.array(devMailSummarySchema),
  devMailIdParamsSchema: z.object({ id: z.string().max(64) }),
  devMailMessageSchema,

  // The operator console
  pendingProfessionalListSchema: z.array(pendingProfessionalSchema),
  adminAccountActionRequestSchema,
  refuseProfessionalRequestSchema,
  adminAccountSearchQuerySchema,
  adminAccountListSchema: z.array(adminAccountSchema),
  adminInboxQuerySchema,
  inboxMessageListSchema: z.array(inboxMessageSchema),
  auditSearchQuerySchema,
  auditEntryListSchema: z.array(auditEntrySchema),

  // The §7216 disclosure consent
  disclosureConsentQuerySchema,
  giveDisclosureConsentRequestSchema,
  withdrawDisclosureConsentRequestSchema,
  disclosureConsentSchema,

  // Support cases: the taxpayer's limited-time grant to operators
  supportCaseQuerySchema,
  openSupportCaseRequestSchema,
  closeSupportCaseRequestSchema,
  supportCaseStatusSchema,
  adminSupportCaseListSchema: z.array(adminSupportCaseSchema),
  adminSupportCaseQuerySchema,

  // The operator console's content editing
  adminBlogPostSchema,
  adminBlogPostListSchema: z.array(adminBlogPostSchema),
  saveBlogPostRequestSchema,
  adminFaqEntrySchema,
  adminFaqEntryListSchema: z.array(adminFaqEntrySchema),
  saveFaqEntryRequestSchema,
  setPublishedRequestSchema,
  markdownPreviewRequestSchema,
  markdownPreviewSchema,

  // The operator console's plans and prices
  adminPlanSchema,
  adminPlanListSchema: z.array(adminPlanSchema),
  savePlanRequestSchema,
};

export type EndpointSchemas = typeof endpointSchemas;
export type EndpointSchemaName = keyof EndpointSchemas;
