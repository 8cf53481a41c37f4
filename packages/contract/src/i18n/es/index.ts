import type { Catalog } from "../catalog";
import { admin } from "../en/admin";
import { audit } from "../en/audit";
import { calendarSync } from "../en/calendarSync";
import { dashboards } from "../en/dashboards";
import { devMail } from "../en/devMail";
import { expertLanding } from "../en/expertLanding";
import { filingRejectCodes } from "../en/filingRejectCodes";
import { operator } from "../en/operator";
import { operatorPayments } from "../en/operatorPayments";
import { practiceAssignment } from "../en/practice-assignment";
import { practiceClients } from "../en/practice-clients";
import { practicePages } from "../en/practicePages";
import { practices } from "../en/practices";
import { app } from "./app";
import { appointmentNotices } from "./appointmentNotices";
import { appointments } from "./appointments";
import { auth } from "./auth";
import { billing } from "./billing";
import { channels } from "./channels";
import { chatbot } from "./chatbot";
import { common } from "./common";
import { consent } from "./consent";
import { contact } from "./contact";
import { content } from "./content";
import { devices } from "./devices";
import { documentBoxes } from "./documentBoxes";
import { documentKinds } from "./documentKinds";
import { documentReadings } from "./documentReadings";
import { documents } from "./documents";
import { engagementLetterPages } from "./engagementLetterPages";
import { engagementLetters } from "./engagementLetters";
import { errors } from "./errors";
import { files } from "./files";
import { filing } from "./filing";
import { filingPages } from "./filingPages";
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
import { practiceInvitationMail } from "./practiceInvitationMail";
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
 * The professional's and the operator's pages stay in English for now: these domains are read only
 * there, so a Spanish speaker's professional sees them as they are.
 */
export const englishOnlyDomains = [
  "calendarSync",
  "filingRejectCodes",
  "admin",
  "audit",
  "operatorPayments",
  "operator",
  "expertLanding",
  "devMail",
  "practices",
  "practicePages",
  "practiceAssignment",
  "practiceClients",
  "dashboards",
] as const;

/** Every text a taxpayer reads, in Spanish, by domain; key for key the English catalog. */
export const es = {
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
} as const satisfies Catalog;
