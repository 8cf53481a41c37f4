import { endpointRoutes } from "@taxlane/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call } from "./api-call";

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function lastRequest(): { url: string; init: RequestInit } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {} };
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  fetchMock.mockImplementation(
    async () => new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("localStorage", { getItem: () => null, removeItem: () => undefined });
  vi.stubGlobal("sessionStorage", { getItem: () => null, removeItem: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("call", () => {
  it("uses the entry's method and path, with the query written out", async () => {
    await call(endpointRoutes.taxpayer.deleteRequest, { query: { taxPreparationId: 4, isIndividual: true } });
    expect(lastRequest().url).toBe("/api/Taxpayer/DeleteRequest?taxPreparationId=4&isIndividual=true");
    expect(lastRequest().init.method).toBe("POST");
  });

  it("sends a JSON body", async () => {
    await call(endpointRoutes.user.setTwoFactor, { body: { enabled: true } });
    expect(lastRequest().init.body).toBe('{"enabled":true}');
    expect((lastRequest().init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("sends a multipart form as it is", async () => {
    const form = new FormData();
    form.append("quoteId", "3");
    await call(endpointRoutes.accountant.uploadTaxReturnFile, { body: form });
    expect(lastRequest().init.body).toBe(form);
  });

  it("fills path parameters and leaves out empty query values", async () => {
    await call(endpointRoutes.devMail.message, { params: { id: "a/b" } });
    expect(lastRequest().url).toBe("/api/dev/mail/a%2Fb");
    await call(endpointRoutes.public.expertsNearYou, { query: { state: undefined, count: 6 } });
    expect(lastRequest().url).toBe("/api/Public/ExpertsNearYou?count=6");
  });

  it("needs no input for a call that takes none", async () => {
    await call(endpointRoutes.user.getUserNotifications);
    expect(lastRequest().url).toBe("/api/User/GetUserNotifications");
    expect(lastRequest().init.method).toBe("GET");
  });
});
