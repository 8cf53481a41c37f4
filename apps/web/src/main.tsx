import "./app/start-language";
import "./theme/tokens.css";
import "./theme/base.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { startOfflineCopies } from "./app/offline/offline-copies";
import { AppProviders } from "./app/providers/AppProviders";
import { createAppRouter } from "./app/router";
import { askEarly, CURRENT_USER_PATH } from "./lib/early-answers";
import { createQueryClient } from "./lib/query-client";

const container = document.getElementById("root");
if (container === null) throw new Error("index.html has no #root element");

// Before anything else: the page's code is still on its way, and the first thing it asks is this.
askEarly(CURRENT_USER_PATH);

const queryClient = createQueryClient();
await startOfflineCopies(queryClient);

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
