import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccountantProfileDetails } from "@taxlane/contract";
import { api } from "./api-client";
import { currentUserKey } from "./current-user";
import { expertProfileKeys, profileQueriesKey } from "./profiles-api";

/** The signed-in person's own profile calls (API.md, Registration and profiles). */
export const accountApi = {
  updateTaxpayerProfile: (form: FormData) => api.post<void>("/Taxpayer/UpdateProfileDetails", form),

  /** Mails a code to the address the person wants to move to; answers 200 whatever the address. */
  sendEmailChangeCode: (email: string) =>
    api.post<void>("/User/SendEmailChangeCode", undefined, { query: { email } }),

  setTwoFactor: (enabled: boolean) => api.post<void>("/User/SetTwoFactor", { enabled }),

  updateExpertProfile: (form: FormData) => api.post<void>("/Accountant/UpdateAccountantProfileDetails", form),
};

/** GET /Accountant/GetAccountantProfileDetails: the signed-in expert's own profile, with names and credentials. */
export function ownExpertProfileQuery() {
  return queryOptions({
    queryKey: expertProfileKeys.own,
    queryFn: ({ signal }) =>
      api.get<AccountantProfileDetails>("/Accountant/GetAccountantProfileDetails", { signal }),
  });
}

/** Saving a profile changes who is signed in (names, photo, e-mail) and, for experts, every view of them. */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: currentUserKey }),
      // The expert's own and public views, the directory and the home's cards all show the profile.
      queryClient.invalidateQueries({ queryKey: profileQueriesKey }),
    ]);
  };
}

export function useSetTwoFactor() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: accountApi.setTwoFactor, onSuccess: saved });
}
