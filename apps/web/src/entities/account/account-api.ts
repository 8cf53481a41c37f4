import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { call } from "../../lib/api-call";
import { expertProfileKeys, profileQueriesKey } from "../profile";
import { currentUserKey } from "./current-user";

/** The signed-in person's own profile calls. */
export const accountApi = {
  updateTaxpayerProfile: (form: FormData) =>
    call(endpointRoutes.taxpayer.updateProfileDetails, { body: form }),

  /** Mails a code to the address the person wants to move to; answers 200 whatever the address. */
  sendEmailChangeCode: (email: string) => call(endpointRoutes.user.sendEmailChangeCode, { query: { email } }),

  setTwoFactor: (enabled: boolean) => call(endpointRoutes.user.setTwoFactor, { body: { enabled } }),

  updateExpertProfile: (form: FormData) =>
    call(endpointRoutes.accountant.updateAccountantProfileDetails, { body: form }),
};

/** GET /Accountant/GetAccountantProfileDetails: the signed-in expert's own profile, with names and credentials. */
export function ownExpertProfileQuery() {
  return queryOptions({
    queryKey: expertProfileKeys.own,
    queryFn: ({ signal }) => call(endpointRoutes.accountant.getAccountantProfileDetails, {}, { signal }),
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
