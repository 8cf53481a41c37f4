/**
 * The route modules of the antd parts (sign-in and sign-up pages, the signed-in areas). The router
 * reaches them through this module, loaded on first use, so that their chunk lists (antd's many
 * pieces) live here and not in the entry chunk every public page loads; each route still preloads
 * its own pieces in parallel once this small module is in.
 */
export const antdRouteModules = {
  authLayout: () => import("./routes/auth-layout"),
  login: () => import("./routes/login"),
  signupTaxPayer: () => import("./routes/signup-tax-payer"),
  signupExpert: () => import("./routes/signup-expert"),
  signupExpertForm: () => import("./routes/signup-expert-form"),
  getStarted: () => import("./routes/get-started"),
  emailCodeVerification: () => import("./routes/email-code-verification"),
  signupConfirmation: () => import("./routes/signup-confirmation"),
  forgotPassword: () => import("./routes/forgot-password"),
  resetPassword: () => import("./routes/reset-password"),
  congratsResetPassword: () => import("./routes/congrats-reset-password"),
  changePassword: () => import("./routes/change-password"),
  payment: () => import("./routes/payment"),
  paymentSuccess: () => import("./routes/payment-success"),
  paymentFaile: () => import("./routes/payment-faile"),
  subscribe: () => import("./routes/subscribe"),
  areaNotFound: () => import("./routes/area-not-found"),
  taxpayerArea: () => import("./routes/taxpayer-area"),
  userQuotes: () => import("./routes/user-quotes"),
  userAddQuote: () => import("./routes/user-add-quote"),
  userProfile: () => import("./routes/user-profile"),
  userTaxPreparation: () => import("./routes/user-tax-preparation"),
  userTaxPreparationJob: () => import("./routes/user-tax-preparation-job"),
  userMessages: () => import("./routes/user-messages"),
  userNotifications: () => import("./routes/user-notifications"),
  userSecurity: () => import("./routes/user-security"),
  expertArea: () => import("./routes/expert-area"),
  expertRequests: () => import("./routes/expert-requests"),
  expertProfile: () => import("./routes/expert-profile"),
  expertTaxPreparation: () => import("./routes/expert-tax-preparation"),
  expertTaxPreparationDocuments: () => import("./routes/expert-tax-preparation-documents"),
  expertTaxPreparationJob: () => import("./routes/expert-tax-preparation-job"),
  expertMessages: () => import("./routes/expert-messages"),
  expertNotifications: () => import("./routes/expert-notifications"),
  expertSecurity: () => import("./routes/expert-security"),
  expertCalendarSyncReturn: () => import("./routes/expert-calendar-sync-return"),
  expertAppointmentsCalendar: () => import("./routes/expert-appointments-calendar"),
  organizerArea: () => import("./routes/organizer-area"),
  adminArea: () => import("./routes/admin-area"),
  adminConsole: () => import("./routes/admin-console"),
  adminSecurity: () => import("./routes/admin-security"),
  organizerIndividual: () => import("./routes/organizer-individual"),
  organizerBusiness: () => import("./routes/organizer-business"),
};

export type AntdRouteName = keyof typeof antdRouteModules;
