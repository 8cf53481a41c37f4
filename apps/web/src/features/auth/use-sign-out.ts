import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { clearToken } from "../../lib/session";
import { identityApi } from "./api";

/**
 * Ends the session on the server, then forgets it here whatever the server said (a session that
 * already ended cannot be ended twice), drops every cached answer, and goes to the home page (or
 * to `to`).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(
    async (to = "/") => {
      setPending(true);
      try {
        await identityApi.signOut();
      } catch {
        // Signed out here all the same.
      } finally {
        clearToken();
        queryClient.clear();
        setPending(false);
        navigate(to, { replace: true });
      }
    },
    [queryClient, navigate],
  );
  return { signOut, pending };
}
