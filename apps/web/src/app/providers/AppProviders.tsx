import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Providers every page needs. antd's live in `AntdProvider`, loaded only with the chunks that use antd. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
