import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { currentUserKey, currentUserQuery, homePathFor } from "../../entities/account";
import { clearToken, setToken, takeReturnPath } from "../../lib/session";
import { setupPathAfterSignIn } from "./security-path";

/**
 * Stores a new session's token, loads the person, and returns them; by default then goes to the
 * page the person was sent away from (the 401 handling remembered it) or to their role's home. A
 * professional or operator without an authenticator app or passkey who was going home goes to the
 * security page's set-up instead, on the sign-in that began their grace or once it is over; one on
 * the way somewhere (a plan link, a job) goes there, and the areas' banner reminds them.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (token: string, options: { navigate?: boolean; secondFactorGraceBegan?: boolean } = {}) => {
      queryClient.removeQueries({ queryKey: currentUserKey });
      setToken(token);
      try {
        const user = await queryClient.fetchQuery(currentUserQuery(token));
        if (options.navigate !== false) {
          const home = homePathFor(user.roleId);
          const waiting = takeReturnPath(home);
          const setup =
            waiting === home ? setupPathAfterSignIn(user, options.secondFactorGraceBegan === true) : null;
          navigate(setup ?? waiting, { replace: true });
        }
        return user;
      } catch (error) {
        clearToken();
        throw error;
      }
    },
    [queryClient, navigate],
  );
}
