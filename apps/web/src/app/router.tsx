import { createBrowserRouter, type RouteObject } from "react-router";
import { FullScreenLoader } from "../components/loaders/FullScreenLoader";
import { RootErrorBoundary } from "./RootErrorBoundary";
import { RootLayout } from "./RootLayout";

const publicPages: RouteObject[] = [{ index: true, lazy: () => import("./routes/home") }];

const notFound: RouteObject = { path: "*", lazy: () => import("./routes/not-found") };

export const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: FullScreenLoader,
    children: [
      {
        id: "public",
        lazy: () => import("./routes/public-layout"),
        children: [...publicPages, notFound],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
