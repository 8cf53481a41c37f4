import { useMutation } from "@tanstack/react-query";
import { type DemoRequest, endpoints } from "@taxlane/contract";
import { call } from "../../../lib/api-call";

/** Asks for a demo of the professionals' side; the server answers with what happens next. */
export function useBookDemo() {
  return useMutation({
    mutationFn: (request: DemoRequest) => call(endpoints.public.bookDemo, { body: request }),
  });
}
