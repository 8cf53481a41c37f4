import { useMutation } from "@tanstack/react-query";
import type { ContactUsMessageRequest, MessageReceived } from "@taxlane/contract";
import { api } from "../../lib/api-client";

/** POST /Public/SendContactUsMessage: the team gets the message and the sender an acknowledgment. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactUsMessageRequest) =>
      api.post<MessageReceived>("/Public/SendContactUsMessage", body),
  });
}
