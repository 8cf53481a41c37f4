import { useMutation } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { call } from "../../lib/api-call";

/** GET /Accountant/GenerateLinkForNewTaxPreparation: a new invitation link, as plain text, on each call. */
export function useGenerateInvitationLink() {
  return useMutation({
    mutationFn: () =>
      call(endpointRoutes.accountant.generateLinkForNewTaxPreparation, {}, { responseType: "text" }),
  });
}
