import { admin } from "./admin";
import { app } from "./app";
import { appointmentNotices } from "./appointmentNotices";
import { appointments } from "./appointments";
import { audit } from "./audit";
import { auth } from "./auth";
import { billing } from "./billing";
import { calendarSync } from "./calendarSync";
import { channels } from "./channels";
import { chatbot } from "./chatbot";
import { common } from "./common";
import { consent } from "./consent";
import { contact } from "./contact";
import { content } from "./content";
import { dashboards } from "./dashboards";
import { devices } from "./devices";
import { devMail } from "./devMail";
import { documentBoxes } from "./documentBoxes";
import { documentKinds } from "./documentKinds";
import { documentReadings } from "./documentReadings";
import { documents } from "./documents";
import { engagementLetterPages } from "./engagementLetterPages";
import { engagementLetters } from "./engagementLetters";
import { errors } from "./errors";
import { expertLanding } from "./expertLanding";
import { files } from "./files";
import { filing } from "./filing";
import { filingPages } from "./filingPages";
import { filingRejectCodes } from "./filingRejectCodes";
import { home } from "./home";
import { identity } from "./identity";
import { installedApp } from "./installedApp";
import { invoiceReminders } from "./invoiceReminders";
import { invoices } from "./invoices";
import { jobBillingPages } from "./jobBillingPages";
import { jobCancellation } from "./jobCancellation";
import { jobCancellationPages } from "./jobCancellationPages";
import { jobPaymentPages } from "./jobPaymentPages";
import { jobStagePages } from "./jobStagePages";
import { jobStages } from "./jobStages";
import { jobTimeline } from "./jobTimeline";
import { jobTimelinePages } from "./jobTimelinePages";
import { landing } from "./landing";
import { layout } from "./layout";
import { legal } from "./legal";
import { marketplace } from "./marketplace";
import { messages } from "./messages";
import { newsletter } from "./newsletter";
import { notificationKinds } from "./notificationKinds";
import { notifications } from "./notifications";
import { onboarding } from "./onboarding";
import { operator } from "./operator";
import { operatorPayments } from "./operatorPayments";
import { organizer } from "./organizer";
import { organizerBusiness } from "./organizerBusiness";
import { organizerBusinessQuestions } from "./organizerBusinessQuestions";
import { organizerDeductions } from "./organizerDeductions";
import { organizerFields } from "./organizerFields";
import { organizerFileKinds } from "./organizerFileKinds";
import { organizerGeneral } from "./organizerGeneral";
import { organizerIncome } from "./organizerIncome";
import { organizerNotes } from "./organizerNotes";
import { organizerPriorReturn } from "./organizerPriorReturn";
import { passkeys } from "./passkeys";
import { paymentLedger } from "./paymentLedger";
import { paymentPages } from "./paymentPages";
import { paymentRules } from "./paymentRules";
import { payments } from "./payments";
import { paymentTestPages } from "./paymentTestPages";
import { planTerms } from "./planTerms";
import { practiceAssignment } from "./practice-assignment";
import { practiceClients } from "./practice-clients";
import { practiceInvitationMail } from "./practiceInvitationMail";
import { practicePages } from "./practicePages";
import { practices } from "./practices";
import { priceChanges } from "./priceChanges";
import { privacy } from "./privacy";
import { profileForms } from "./profileForms";
import { profiles } from "./profiles";
import { questionnaire } from "./questionnaire";
import { quotes } from "./quotes";
import { releaseHolds } from "./releaseHolds";
import { reminders } from "./reminders";
import { returnPack } from "./returnPack";
import { scan } from "./scan";
import { security } from "./security";
import { securityPage } from "./securityPage";
import { signatureRequestPages } from "./signatureRequestPages";
import { signatureRequests } from "./signatureRequests";
import { signatureRules } from "./signatureRules";
import { signatures } from "./signatures";
import { signing } from "./signing";
import { signingPages } from "./signingPages";
import { site } from "./site";
import { taxNoticePages } from "./taxNoticePages";
import { taxNotices } from "./taxNotices";
import { taxPreparation } from "./taxPreparation";
import { todo } from "./todo";
import { validation } from "./validation";

/**
 * Every text people read, in English, by domain. Each message is an ICU message: `{name}` is a value
 * given when it is formatted, and a quote before a brace (`'{'`) writes the brace itself. A sentence
 * with a link or a bold part stays one message with `<name>…</name>` tags, which the formatters keep
 * as text and the web draws with `richText` (apps/web/src/lib/rich-text.tsx).
 */
export const en = {
  todo,
  security,
  passkeys,
  devices,
  securityPage,
  app,
  landing,
  home,
  auth,
  profileForms,
  organizer,
  appointmentNotices,
  onboarding,
  chatbot,
  newsletter,
  layout,
  common,
  site,
  calendarSync,
  files,
  filing,
  filingPages,
  filingRejectCodes,
  contact,
  messages,
  documents,
  organizerFileKinds,
  documentKinds,
  documentReadings,
  documentBoxes,
  notificationKinds,
  privacy,
  quotes,
  consent,
  appointments,
  admin,
  audit,
  taxPreparation,
  returnPack,
  reminders,
  marketplace,
  billing,
  planTerms,
  notifications,
  identity,
  errors,
  profiles,
  validation,
  signatures,
  signatureRules,
  engagementLetters,
  signatureRequests,
  signing,
  engagementLetterPages,
  signatureRequestPages,
  signingPages,
  paymentRules,
  invoices,
  priceChanges,
  jobBillingPages,
  jobPaymentPages,
  payments,
  paymentLedger,
  paymentPages,
  operatorPayments,
  invoiceReminders,
  releaseHolds,
  paymentTestPages,
  jobCancellation,
  jobCancellationPages,
  taxNotices,
  taxNoticePages,
  jobStages,
  jobTimeline,
  jobTimelinePages,
  jobStagePages,
  operator,
  content,
  legal,
  expertLanding,
  devMail,
  channels,
  practices,
  practiceInvitationMail,
  practicePages,
  practiceAssignment,
  practiceClients,
  dashboards,
  installedApp,
  scan,
  organizerPriorReturn,
  organizerIncome,
  organizerDeductions,
  organizerGeneral,
  organizerBusiness,
  organizerBusinessQuestions,
  organizerNotes,
  organizerFields,
  questionnaire,
} as const;
