import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { App } from "antd";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { ConfirmDialogHost } from "../lib/confirm-dialog";

/** Renders `ui` as the app would: a fresh query cache (no retries), antd's App context, the confirm dialogs and a router. */
export function renderWithApp(ui: ReactNode, { path = "/" }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <App>
        <ConfirmDialogHost>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </ConfirmDialogHost>
      </App>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
