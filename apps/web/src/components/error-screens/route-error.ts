import { appTexts } from "@taxlane/contract";
import { isRouteErrorResponse } from "react-router";

export type RouteErrorView = { kind: "notFound" } | { kind: "unexpected"; message: string };

function responseMessage(statusText: string, data: unknown, status: number): string {
  if (typeof data === "string" && data.trim() !== "") return data;
  if (typeof data === "object" && data !== null) {
    const { errorMessage, message } = data as Record<string, unknown>;
    if (typeof errorMessage === "string") return errorMessage;
    if (typeof message === "string") return message;
  }
  return statusText !== "" ? statusText : `${status}`;
}

/** What the root error boundary shows for a value caught by `useRouteError()`. */
export function describeRouteError(error: unknown): RouteErrorView {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { kind: "notFound" };
    return { kind: "unexpected", message: responseMessage(error.statusText, error.data, error.status) };
  }
  if (error instanceof Error) {
    return { kind: "unexpected", message: error.message || appTexts.somethingWentWrong };
  }
  if (error === undefined || error === null)
    return { kind: "unexpected", message: appTexts.somethingWentWrong };
  return { kind: "unexpected", message: typeof error === "string" ? error : String(error) };
}
