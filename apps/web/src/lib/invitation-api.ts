import { useMutation } from "@tanstack/react-query";
import { api } from "./api-client";

/** GET /Accountant/GenerateLinkForNewTaxPreparation: a new invitation link, as plain text, on each call. */
export function useGenerateInvitationLink() {
  return useMutation({
    mutationFn: () =>
      api.get<string>("/Accountant/GenerateLinkForNewTaxPreparation", { responseType: "text" }),
  });
}
