import { appTexts, errorBodySchema } from "@taxlane/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../testing/memory-storage";
import { ApiError, api, apiRequest, buildUrl, isErrorBody } from "./api-client";
import { onSecondFactorRequired } from "./second-factor-signal";
import { RETURN_PATH_AFTER_LOGIN, USER_TOKEN } from "./session";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
let local: MemoryStorage;
let session: MemoryStorage;

function lastRequest(): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  if (call === undefined) throw new Error("fetch was not called");
  const [url, init] = call;
  return { url: String(url), init: init ?? {} };
}

function sentHeaders(): Record<string, string> {
  return lastRequest().init.headers as Record<string, string>;
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  assign = vi.fn<(url: string) => void>();
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("localStorage", local);
  vi.stubGlobal("sessionStorage", session);
  vi.stubGlobal("location", { pathname: "/user/quotes", search: "?page=2", assign });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends the stored token as a bearer token", async () => {
    local.setItem(USER_TOKEN, "abc.def.ghi");
    fetchMock.mockResolvedValue(json(200, { ok: true }));

    await api.get("/taxpayer/getAllQuotes");

    expect(lastRequest().url).toBe("/api/taxpayer/getAllQuotes");
    expect(sentHeaders().Authorization).toBe("Bearer abc.def.ghi");
  });

  it("sends no authorization header without a token", async () => {
    fetchMock.mockResolvedValue(json(200, {}));

    await api.get("/public/faq");

    expect(sentHeaders().Authorization).toBeUndefined();
  });

  it("sends a JSON body and returns the parsed JSON response", async () => {
    fetchMock.mockResolvedValue(json(200, { id: 7, name: "Quote" }));

    const result = await api.post<{ id: number; name: string }>("/quotes", { fee: 250, note: "Hi" });

    const { init } = lastRequest();
    expect(init.method).toBe("POST");
    expect(init.body).toBe(JSON.stringify({ fee: 250, note: "Hi" }));
    expect(sentHeaders()["Content-Type"]).toBe("application/json");
    expect(result).toEqual({ id: 7, name: "Quote" });
  });

  it("sends FormData as multipart, leaving the content type to fetch", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const form = new FormData();
    form.append("questionList[0].files", new Blob(["%PDF"]), "w2.pdf");

    const result = await api.post("/documents", form);

    expect(lastRequest().init.body).toBe(form);
    expect(sentHeaders()["Content-Type"]).toBeUndefined();
    expect(result).toBeUndefined();
  });

  it("adds query parameters, leaving out empty values and repeating arrays", async () => {
    fetchMock.mockResolvedValue(json(200, []));

    await api.get("/experts", {
      query: { page: 1, state: "CA", ids: [1, 3], missing: undefined, none: null },
    });

    expect(lastRequest().url).toBe("/api/experts?page=1&state=CA&ids=1&ids=3");
  });

  it("throws an ApiError carrying the status and the parsed error body", async () => {
    const body = {
      errorMessage: "The input is not valid E-mail!",
      code: "VALIDATION",
      errors: [{ field: "email", message: "The input is not valid E-mail!" }],
    };
    fetchMock.mockResolvedValue(json(422, body));

    const error = await apiRequest("/identity/signUp", { method: "POST", body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    if (!(error instanceof ApiError)) return;
    expect(error.status).toBe(422);
    expect(error.body).toEqual(body);
    expect(error.message).toBe("The input is not valid E-mail!");
    expect(error.code).toBe("VALIDATION");
    expect(error.fieldErrors).toEqual({ email: "The input is not valid E-mail!" });
  });

  it("falls back to 'Something went wrong' when the body is not the error shape", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));

    const error = await api.get("/health").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    if (!(error instanceof ApiError)) return;
    expect(error.status).toBe(502);
    expect(error.body.errorMessage).toBe(appTexts.somethingWentWrong);
    expect(error.message).toBe("Something went wrong");
  });

  it("on 401 clears the token, remembers the path and goes to /login", async () => {
    local.setItem(USER_TOKEN, "ended-session");
    fetchMock.mockResolvedValue(json(401, { errorMessage: "Your session has ended", code: "UNAUTHORIZED" }));

    const error = await api.get("/taxpayer/getAllQuotes").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(local.getItem(USER_TOKEN)).toBeNull();
    expect(session.getItem(RETURN_PATH_AFTER_LOGIN)).toBe("/user/quotes?page=2");
    expect(assign).toHaveBeenCalledWith("/login");
  });

  it("on 401 with redirectOnUnauthorized: false clears the token and stays", async () => {
    local.setItem(USER_TOKEN, "ended-session");
    fetchMock.mockResolvedValue(json(401, { errorMessage: "Your session has ended", code: "UNAUTHORIZED" }));

    await expect(api.get("/user/GetUser", { redirectOnUnauthorized: false })).rejects.toBeInstanceOf(
      ApiError,
    );

    expect(local.getItem(USER_TOKEN)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(session.getItem(RETURN_PATH_AFTER_LOGIN)).toBeNull();
  });

  it("on 401 while on the login page stays there", async () => {
    vi.stubGlobal("location", { pathname: "/login", search: "", assign });
    fetchMock.mockResolvedValue(json(401, { errorMessage: "Your session has ended", code: "UNAUTHORIZED" }));

    await expect(api.get("/identity/me")).rejects.toBeInstanceOf(ApiError);

    expect(assign).not.toHaveBeenCalled();
    expect(session.getItem(RETURN_PATH_AFTER_LOGIN)).toBeNull();
  });
});

describe("a refusal for want of a second factor", () => {
  it("is announced on 403 SECOND_FACTOR_REQUIRED, and not on another 403", async () => {
    const heard = vi.fn();
    const stop = onSecondFactorRequired(heard);
    fetchMock.mockResolvedValueOnce(
      json(403, { errorMessage: "Add an app.", code: "SECOND_FACTOR_REQUIRED" }),
    );
    await expect(api.get("/Expert/Jobs")).rejects.toMatchObject({
      status: 403,
      code: "SECOND_FACTOR_REQUIRED",
    });
    expect(heard).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(json(403, { errorMessage: "Not yours.", code: "FORBIDDEN" }));
    await expect(api.get("/Expert/Jobs")).rejects.toBeInstanceOf(ApiError);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe("buildUrl", () => {
  it("joins the base URL and the path with one slash", () => {
    expect(buildUrl("health", undefined, "https://api.example.test/")).toBe(
      "https://api.example.test/health",
    );
    expect(buildUrl("/health", undefined, "/api")).toBe("/api/health");
  });
});

describe("isErrorBody", () => {
  it.each([
    { errorMessage: "x", code: "C" },
    { errorMessage: "x", code: "C", errors: [] },
    { errorMessage: "x", code: "C", errors: [{ field: "a", message: "b" }] },
    { errorMessage: "x" },
    { errorMessage: 1, code: "C" },
    { errorMessage: "x", code: "C", errors: [{ field: "a" }] },
    { errorMessage: "x", code: "C", errors: "no" },
    null,
    "text",
    [],
  ])("agrees with the contract's errorBodySchema for %j", (value) => {
    expect(isErrorBody(value)).toBe(errorBodySchema.safeParse(value).success);
  });
});
