import type { Endpoint, EndpointResponse } from "@taxlane/contract";
import { HttpResponse, http, type JsonBodyType } from "msw";

/** What a test's stub answers: the endpoint's answer, or a whole response (an error, a dropped network). */
type Answer<E extends Endpoint> = EndpointResponse<E> | Response;

interface StubCall {
  url: URL;
  /** The JSON body, already checked against the endpoint's request schema; `FormData` for multipart. */
  body: unknown;
}

/**
 * An MSW handler for `endpoint` from the contract's table: the same method and path as the app calls,
 * the request body checked against the endpoint's schema, and the answer against its response schema,
 * so a stub cannot drift from what the API takes and gives.
 */
export function answer<E extends Endpoint>(
  endpoint: E,
  resolve: (call: StubCall) => Answer<E> | Promise<Answer<E>>,
) {
  const method = endpoint.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  const path = endpoint.path.replace(/:([A-Za-z_]\w*)/g, ":$1");
  return http[method](`*/api${path}`, async ({ request }) => {
    let body: unknown;
    const type = request.headers.get("content-type") ?? "";
    if (type.includes("application/json")) {
      body = await request.json();
      endpoint.body?.parse(body);
    } else if (type.includes("multipart/form-data")) {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        if (typeof value === "string") fields[key] = value;
      });
      endpoint.multipart?.fields.parse(fields);
      body = form;
    }
    const answered = await resolve({ url: new URL(request.url), body });
    if (answered instanceof Response) return answered;
    // Checked only: the schema may transform what it reads, and the app must read what the API sends.
    endpoint.response?.parse(answered);
    return HttpResponse.json(answered as JsonBodyType);
  });
}

/** A refusal as the API writes it (the contract's error body). */
export function refusal(status: number, errorMessage: string, errors?: { field: string; message: string }[]) {
  return HttpResponse.json({ errorMessage, code: "VALIDATION", ...(errors ? { errors } : {}) }, { status });
}
