import { useMutation } from "@tanstack/react-query";
import { type ContactUsMessageRequest, endpointRoutes } from "@taxlane/contract";
import { call } from "../../lib/api-call";

/** POST /Public/SendContactUsMessage: the team gets the message and the sender an acknowledgment. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactUsMessageRequest) => call(endpointRoutes.public.sendContactUsMessage, { body }),
  });
}
