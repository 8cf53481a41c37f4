import { useMutation } from "@tanstack/react-query";
import type { DemoRequest, MessageReceived } from "@taxlane/contract";
import { apiRequest } from "../../../lib/api-client";

/** Asks for a demo of the professionals' side; the server answers with what happens next. */
export function useBookDemo() {
  return useMutation({
    mutationFn: (request: DemoRequest) =>
      apiRequest<MessageReceived>("/Public/BookDemo", { method: "POST", body: request }),
  });
}
