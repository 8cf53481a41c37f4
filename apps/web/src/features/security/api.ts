import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes, type FactorAdded } from "@taxlane/contract";
import { useNavigate } from "react-router";
import { currentUserKey, currentUserQuery } from "../../entities/account";
import { call } from "../../lib/api-call";
import { clearToken, getToken, LOGIN_PATH, setToken } from "../../lib/session";
import { createPasskey } from "./passkey-ceremony";

/** Every query of this page starts with this key. */
export const securityKeys = {
  all: ["security"] as const,
  overview: ["security", "overview"] as const,
  sessions: ["security", "sessions"] as const,
};

/** GET /User/Security: the person's factors (never a secret) and where they stand. */
export function useSecurityOverview() {
  return useQuery({
    queryKey: securityKeys.overview,
    queryFn: ({ signal }) => call(endpointRoutes.user.getSecurity, {}, { signal }),
  });
}

/** GET /User/Sessions: where the person is signed in. */
export function useDeviceSessions() {
  return useQuery({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => call(endpointRoutes.user.getSessions, {}, { signal }),
  });
}

/**
 * Adding a factor re-opens this session as one that used it, under a new token. The person shown
 * for the old token is kept for the new one while it loads again, so the signed-in area (which waits
 * for the person) does not blink away and take the recovery codes dialog with it; then every answer
 * is asked again, since calls refused before the factor may now pass.
 */
export function useAdoptToken() {
  const queryClient = useQueryClient();
  return async (token: string) => {
    const previous = getToken();
    const person =
      previous === null ? undefined : queryClient.getQueryData(currentUserQuery(previous).queryKey);
    if (person !== undefined) queryClient.setQueryData(currentUserQuery(token).queryKey, person);
    setToken(token);
    await queryClient.invalidateQueries();
  };
}

/** After an app or passkey was added: the new token is taken up before the answer is handed on. */
function useFactorAddedMutation<T>(run: (input: T) => Promise<FactorAdded>) {
  const adopt = useAdoptToken();
  return useMutation({
    mutationFn: async (input: T) => {
      const added = await run(input);
      await adopt(added.token);
      return added;
    },
  });
}

/** POST /User/StartAuthenticatorApp: a new secret and its QR code (it counts once confirmed). */
export function useStartAuthenticatorApp() {
  return useMutation({ mutationFn: () => call(endpointRoutes.user.startAuthenticatorApp) });
}

/** POST /User/ConfirmAuthenticatorApp with the first code from the app. */
export function useConfirmAuthenticatorApp() {
  return useFactorAddedMutation((code: string) =>
    call(endpointRoutes.user.confirmAuthenticatorApp, { body: { code } }),
  );
}

/**
 * Adding a passkey: the server's options (POST /User/PasskeyRegistrationOptions), the browser's
 * ceremony, then POST /User/RegisterPasskey with what the browser created under the chosen name.
 */
export function useAddPasskey() {
  return useFactorAddedMutation(async (name: string) => {
    const options = await call(endpointRoutes.user.passkeyRegistrationOptions);
    const request = await createPasskey(options, name);
    return call(endpointRoutes.user.registerPasskey, { body: request });
  });
}

/** A change to the factors: the overview is read again, and the person (their second-factor standing). */
function useFactorsChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: securityKeys.all }),
      queryClient.invalidateQueries({ queryKey: currentUserKey }),
    ]);
  };
}

export function useRemoveAuthenticatorApp() {
  const changed = useFactorsChanged();
  return useMutation({
    mutationFn: (password: string) =>
      call(endpointRoutes.user.removeAuthenticatorApp, { body: { password } }),
    onSuccess: changed,
  });
}

export function useRemovePasskey() {
  const changed = useFactorsChanged();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      call(endpointRoutes.user.removePasskey, { params: { id }, body: { password } }),
    onSuccess: changed,
  });
}

export function useRegenerateRecoveryCodes() {
  const changed = useFactorsChanged();
  return useMutation({
    mutationFn: (password: string) =>
      call(endpointRoutes.user.regenerateRecoveryCodes, { body: { password } }),
    onSuccess: changed,
  });
}

/**
 * POST /User/EndSession/:id. Ending the session in use signs the person out here: the sign-in page,
 * no token, no cached answers.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ id }: { id: string; current: boolean }) =>
      call(endpointRoutes.user.endSession, { params: { id } }),
    onSuccess: async (_done, { current }) => {
      if (current) {
        navigate(LOGIN_PATH, { replace: true });
        clearToken();
        queryClient.clear();
        return;
      }
      await queryClient.invalidateQueries({ queryKey: securityKeys.sessions });
    },
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpointRoutes.user.endOtherSessions),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}
