import { createBrowserRouter, type RouteObject, redirect } from "react-router";
import { FullScreenLoader } from "../components/loaders/FullScreenLoader";
import { TAXPAYER_HOME } from "../features/auth/roles";
import { RootErrorBoundary } from "./RootErrorBoundary";
import { RootLayout } from "./RootLayout";

/** The public pages (SPEC.md section 2, Public routes), without antd. `/expert` is under `expertPaths`. */
const publicPages: RouteObject[] = [
  { index: true, lazy: () => import("./routes/home") },
  { path: "dev/mail", lazy: () => import("./routes/dev-mail") },
  { path: "taxpayer", lazy: () => import("./routes/taxpayer-landing") },
  { path: "pricing", lazy: () => import("./routes/pricing") },
  { path: "newsletter/unsubscribe", lazy: () => import("./routes/newsletter-unsubscribe") },
  { path: "blogs", lazy: () => import("./routes/blogs") },
  { path: "blogs/:id", lazy: () => import("./routes/blog-post") },
  { path: "faq", lazy: () => import("./routes/faq") },
  { path: "contact-us", lazy: () => import("./routes/contact-us") },
  { path: "privacy-policy", lazy: () => import("./routes/privacy-policy") },
  { path: "terms-condition", lazy: () => import("./routes/terms-condition") },
  { path: "about", lazy: () => import("./routes/about") },
  { path: "experts", lazy: () => import("./routes/experts") },
  { path: "experts/:id", lazy: () => import("./routes/expert-public-profile") },
];

const publicLayout = { lazy: () => import("./routes/public-layout") } satisfies RouteObject;

/** Sign-in, sign-up and password pages (SPEC.md section 2, Authentication routes), with antd forms. */
const authPages: RouteObject[] = [
  { path: "login", lazy: () => import("./routes/login") },
  { path: "signup/tax-payer", lazy: () => import("./routes/signup-tax-payer") },
  { path: "signup/expert", lazy: () => import("./routes/signup-expert") },
  { path: "signup/expert/form", lazy: () => import("./routes/signup-expert-form") },
  { path: "get-started", lazy: () => import("./routes/get-started") },
  { path: "email-code-verification", lazy: () => import("./routes/email-code-verification") },
  { path: "signup/confirmation", lazy: () => import("./routes/signup-confirmation") },
  { path: "forgot-password", lazy: () => import("./routes/forgot-password") },
  { path: "reset-password", lazy: () => import("./routes/reset-password") },
  { path: "congrats-reset-password", lazy: () => import("./routes/congrats-reset-password") },
  { path: "change-password", lazy: () => import("./routes/change-password") },
];

const areaNotFound: RouteObject = { path: "*", lazy: () => import("./routes/area-not-found") };

/** /user/*: the taxpayer area, behind its role guard. */
const taxpayerArea: RouteObject = {
  id: "taxpayer",
  path: "user",
  lazy: () => import("./routes/taxpayer-area"),
  children: [
    { index: true, loader: () => redirect(TAXPAYER_HOME) },
    { path: "quotes", lazy: () => import("./routes/user-quotes") },
    { path: "add-quote", lazy: () => import("./routes/user-add-quote") },
    { path: "profile", lazy: () => import("./routes/user-profile") },
    areaNotFound,
  ],
};

/** /expert/*: the expert area, behind its role guard. */
const expertArea: RouteObject = {
  id: "expert",
  lazy: () => import("./routes/expert-area"),
  children: [
    { path: "requests", lazy: () => import("./routes/expert-requests") },
    { path: "profile", lazy: () => import("./routes/expert-profile") },
    areaNotFound,
  ],
};

/** `/expert` itself is the public tax-professional landing; everything below it is the expert area. */
const expertPaths: RouteObject = {
  path: "expert",
  children: [
    { ...publicLayout, children: [{ index: true, lazy: () => import("./routes/expert-landing") }] },
    expertArea,
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
      { id: "auth", lazy: () => import("./routes/auth-layout"), children: authPages },
      taxpayerArea,
      expertPaths,
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
