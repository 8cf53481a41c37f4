import { useMutation } from "@tanstack/react-query";
import { type DemoRequest, endpointRoutes } from "@taxlane/contract";
import { call } from "../../../lib/api-call";

/** Asks for a demo of the professionals' side; the server answers with what happens next. */
export function useBookDemo() {
  return useMutation({
    mutationFn: (request: DemoRequest) => call(endpointRoutes.public.bookDemo, { body: request }),
  });
}
