import { useMutation } from "@tanstack/react-query";
import { endpoints } from "@taxlane/contract";
import { call } from "../../lib/api-call";

/** GET /Accountant/GenerateLinkForNewTaxPreparation: a new invitation link, as plain text, on each call. */
export function useGenerateInvitationLink() {
  return useMutation({
    mutationFn: () =>
      call(endpoints.accountant.generateLinkForNewTaxPreparation, {}, { responseType: "text" }),
  });
}
