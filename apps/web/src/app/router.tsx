import type { Language } from "@taxlane/contract/i18n/language";
import { currentLanguage } from "@taxlane/contract/i18n/language-source";
import { createBrowserRouter, type RouteObject, redirect } from "react-router";
import { FullScreenLoader } from "../components/loaders/FullScreenLoader";
import type { AntdRouteName } from "./antd-routes";
import { withChunkTimeouts } from "./chunk-timeout";
import { RootErrorBoundary } from "./RootErrorBoundary";
import { RootLayout } from "./RootLayout";

/** An antd route module, reached through `antd-routes.ts` (see there why). */
const antdRoute = (name: AntdRouteName) => () =>
  import("./antd-routes").then(({ antdRouteModules }) => antdRouteModules[name]());

/**
 * A page written as a whole document in each language (the legal pages): only the spoken language's
 * module loads, behind the router's loading state as for any page, so an English visitor downloads no
 * Spanish. The language is chosen once as the page loads; a switch reloads the page.
 */
const inSpokenLanguage =
  <Module,>(modules: Readonly<Record<Language, () => Promise<Module>>>) =>
  () =>
    modules[currentLanguage()]();

/** The public pages, without antd. `/expert` is under `expertPaths`. */
const publicPages: RouteObject[] = [
  { index: true, lazy: () => import("./routes/home") },
  { path: "dev/mail", lazy: () => import("./routes/dev-mail") },
  { path: "taxpayer", lazy: () => import("./routes/taxpayer-landing") },
  { path: "pricing", lazy: () => import("./routes/pricing") },
  { path: "newsletter/unsubscribe", lazy: () => import("./routes/newsletter-unsubscribe") },
  { path: "unsubscribe", lazy: () => import("./routes/notifications-unsubscribe") },
  { path: "blogs", lazy: () => import("./routes/blogs") },
  { path: "blogs/:id", lazy: () => import("./routes/blog-post") },
  { path: "faq", lazy: () => import("./routes/faq") },
  { path: "contact-us", lazy: () => import("./routes/contact-us") },
  {
    path: "privacy-policy",
    lazy: inSpokenLanguage({
      en: () => import("./routes/privacy-policy"),
      es: () => import("./routes/privacy-policy.es"),
    }),
  },
  {
    path: "terms-condition",
    lazy: inSpokenLanguage({
      en: () => import("./routes/terms-condition"),
      es: () => import("./routes/terms-condition.es"),
    }),
  },
  {
    path: "about",
    lazy: inSpokenLanguage({ en: () => import("./routes/about"), es: () => import("./routes/about.es") }),
  },
  { path: "experts", lazy: () => import("./routes/experts") },
  { path: "experts/:id", lazy: () => import("./routes/expert-public-profile") },
];

const publicLayout = { lazy: () => import("./routes/public-layout") } satisfies RouteObject;

/** Sign-in, sign-up and password pages, with antd forms. */
const authPages: RouteObject[] = [
  { path: "login", lazy: antdRoute("login") },
  { path: "signup/tax-payer", lazy: antdRoute("signupTaxPayer") },
  { path: "signup/expert", lazy: antdRoute("signupExpert") },
  { path: "signup/expert/form", lazy: antdRoute("signupExpertForm") },
  { path: "get-started", lazy: antdRoute("getStarted") },
  { path: "email-code-verification", lazy: antdRoute("emailCodeVerification") },
  { path: "signup/confirmation", lazy: antdRoute("signupConfirmation") },
  { path: "forgot-password", lazy: antdRoute("forgotPassword") },
  { path: "reset-password", lazy: antdRoute("resetPassword") },
  { path: "end-session", lazy: () => import("./routes/end-session") },
  { path: "app", lazy: () => import("./routes/app-start") },
  { path: "sign/:signerId", lazy: antdRoute("signing") },
  { path: "congrats-reset-password", lazy: antdRoute("congratsResetPassword") },
  { path: "change-password", lazy: antdRoute("changePassword") },
  { path: "payment", lazy: antdRoute("payment") },
  { path: "payment-success", lazy: antdRoute("paymentSuccess") },
  { path: "payment-faile", lazy: antdRoute("paymentFaile") },
  { path: "subscribe/:plan/:interval", lazy: antdRoute("subscribe") },
  { path: "pay/test-checkout", lazy: antdRoute("payTestCheckout") },
  { path: "payouts/test-onboarding", lazy: antdRoute("payoutsTestOnboarding") },
];

const areaNotFound: RouteObject = { path: "*", lazy: antdRoute("areaNotFound") };

/** /user/*: the taxpayer area, behind its role guard. */
const taxpayerArea: RouteObject = {
  id: "taxpayer",
  path: "user",
  lazy: antdRoute("taxpayerArea"),
  children: [
    // Loaded here, not imported: the account entity brings antd, which the public pages' first chunk
    // must not carry.
    {
      index: true,
      loader: async () => redirect((await import("../entities/account")).TAXPAYER_HOME),
    },
    { path: "todo", lazy: antdRoute("userToDo") },
    { path: "quotes", lazy: antdRoute("userQuotes") },
    { path: "add-quote", lazy: antdRoute("userAddQuote") },
    { path: "profile", lazy: antdRoute("userProfile") },
    { path: "tax_preparation", lazy: antdRoute("userTaxPreparation") },
    { path: "tax_preparation/:id", lazy: antdRoute("userTaxPreparationJob") },
    { path: "messages", lazy: antdRoute("userMessages") },
    { path: "notifications", lazy: antdRoute("userNotifications") },
    { path: "security", lazy: antdRoute("userSecurity") },
    areaNotFound,
  ],
};

/** /expert/*: the expert area, behind its role guard. */
const expertArea: RouteObject = {
  id: "expert",
  lazy: antdRoute("expertArea"),
  children: [
    { path: "todo", lazy: antdRoute("expertToDo") },
    { path: "requests", lazy: antdRoute("expertRequests") },
    { path: "profile", lazy: antdRoute("expertProfile") },
    { path: "tax_preparation", lazy: antdRoute("expertTaxPreparation") },
    { path: "tax_preparation/:id/documents", lazy: antdRoute("expertTaxPreparationDocuments") },
    { path: "tax_preparation/:id", lazy: antdRoute("expertTaxPreparationJob") },
    { path: "tax_preparation/:id/signatures/new", lazy: antdRoute("expertNewSignatureRequest") },
    { path: "engagement-letter", lazy: antdRoute("expertEngagementLetter") },
    { path: "payments", lazy: antdRoute("expertPayments") },
    { path: "practice", lazy: antdRoute("expertPractice") },
    { path: "clients", lazy: antdRoute("expertClients") },
    { path: "dashboard", lazy: antdRoute("expertDashboard") },
    { path: "messages", lazy: antdRoute("expertMessages") },
    { path: "notifications", lazy: antdRoute("expertNotifications") },
    { path: "security", lazy: antdRoute("expertSecurity") },
    { path: "calendar-sync/:provider", lazy: antdRoute("expertCalendarSyncReturn") },
    { path: "appointments-calendar", lazy: antdRoute("expertAppointmentsCalendar") },
    areaNotFound,
  ],
};

/** `/expert` itself is the public tax-professional landing; everything below it is the expert area. */
const expertPaths: RouteObject = {
  path: "expert",
  children: [
    { ...publicLayout, children: [{ index: true, lazy: () => import("./routes/expert-landing") }] },
    // An invitation's page opens signed out too: in the sign-in pages' frame, outside the area's guard.
    {
      lazy: antdRoute("authLayout"),
      children: [{ path: "practice/join", lazy: antdRoute("expertPracticeJoin") }],
    },
    expertArea,
  ],
};

/** /organizer/*: shared by a job's two participants. */
const organizerPaths: RouteObject = {
  path: "organizer",
  lazy: antdRoute("organizerArea"),
  children: [
    { path: "individual/:id", lazy: antdRoute("organizerIndividual") },
    { path: "business/:id", lazy: antdRoute("organizerBusiness") },
    areaNotFound,
  ],
};

/** /admin: the operator console, behind its role guard. */
const adminArea: RouteObject = {
  id: "admin",
  path: "admin",
  lazy: antdRoute("adminArea"),
  children: [
    { index: true, lazy: antdRoute("adminConsole") },
    { path: "security", lazy: antdRoute("adminSecurity") },
    areaNotFound,
  ],
};

const notFound: RouteObject = { path: "*", lazy: () => import("./routes/not-found") };

export const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: FullScreenLoader,
    children: [
      { id: "public", ...publicLayout, children: [...publicPages, notFound] },
      { id: "auth", lazy: antdRoute("authLayout"), children: authPages },
      taxpayerArea,
      expertPaths,
      organizerPaths,
      adminArea,
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(withChunkTimeouts(routes));
}
