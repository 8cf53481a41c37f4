import { endpointRoutes, type TokenResponse } from "@taxlane/contract";
import { call } from "../../../lib/api-call";

/** registerAccountant's answer: 200, with a session's token when the server opens one at once. */
export type RegisterAccountantResponse = Partial<TokenResponse> | undefined;

/** The expert's registration: one multipart form. */
export const expertSignUpApi = {
  registerAccountant: (body: FormData): Promise<RegisterAccountantResponse> =>
    call(endpointRoutes.accountant.registerAccountant, { body }),
};
