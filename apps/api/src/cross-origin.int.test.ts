/**
 * A web client served from its own origin calls the API and the chat hub's negotiate with
 * credentials: each preflight and each actual request, as a browser sends them for that client.
 */
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../test/factories";
import { createTestApp } from "../test/test-app";

const clientOrigin = "https://client.partner.example";
const { app } = await createTestApp({ CORS_ORIGINS: `https://other.example,${clientOrigin}` });

/** What the SignalR JavaScript client adds to its negotiate. */
const signalrHeaders = {
  "x-requested-with": "XMLHttpRequest",
  "x-signalr-user-agent": "Microsoft SignalR/8.0 (8.0.7; Unknown OS; Browser; Unknown Runtime Version)",
};

function preflight(url: string, origin: string, method: string, requestHeaders: string) {
  return app.inject({
    method: "OPTIONS",
    url,
    headers: {
      origin,
      "access-control-request-method": method,
      "access-control-request-headers": requestHeaders,
    },
  });
}

function allowedHeadersOf(response: { headers: Record<string, unknown> }): string[] {
  return String(response.headers["access-control-allow-headers"] ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase());
}

function expectGranted(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBeLessThan(300);
  expect(response.headers["access-control-allow-origin"]).toBe(clientOrigin);
  expect(response.headers["access-control-allow-credentials"]).toBe("true");
}

describe("a client on a configured origin", () => {
  it("negotiates with the chat hub: preflight, then the credentialed POST", async () => {
    const url = "/api/chat/negotiate?negotiateVersion=1";
    const asked = await preflight(url, clientOrigin, "POST", "x-requested-with,x-signalr-user-agent");
    expectGranted(asked);
    expect(allowedHeadersOf(asked)).toEqual(
      expect.arrayContaining(["x-requested-with", "x-signalr-user-agent", "authorization", "content-type"]),
    );
    expect(String(asked.headers["access-control-allow-methods"])).toContain("POST");

    const negotiated = await app.inject({
      method: "POST",
      url,
      headers: { origin: clientOrigin, "content-type": "text/plain;charset=UTF-8", ...signalrHeaders },
    });
    expectGranted(negotiated);
    expect(negotiated.json()).toMatchObject({
      negotiateVersion: 1,
      availableTransports: [{ transport: "WebSockets", transferFormats: ["Text"] }],
    });
  });

  it("calls a REST endpoint with its token: preflight, then the request", async () => {
    const taxpayer = await createSignedInUser(app, 1);
    const url = "/api/User/GetUserNotifications";
    const asked = await preflight(url, clientOrigin, "GET", "authorization,content-type,x-requested-with");
    expectGranted(asked);
    expect(allowedHeadersOf(asked)).toEqual(
      expect.arrayContaining(["authorization", "content-type", "x-requested-with"]),
    );

    const answered = await app.inject({
      method: "GET",
      url,
      headers: { origin: clientOrigin, "x-requested-with": "XMLHttpRequest", ...bearer(taxpayer) },
    });
    expectGranted(answered);
    expect(answered.json()).toEqual([]);
  });
});

describe("an origin not configured", () => {
  it("gets no grant on the preflight or the request", async () => {
    const stranger = "https://evil.example";
    const asked = await preflight(
      "/api/chat/negotiate?negotiateVersion=1",
      stranger,
      "POST",
      "x-requested-with,x-signalr-user-agent",
    );
    expect(asked.headers["access-control-allow-origin"]).toBeUndefined();
    expect(asked.headers["access-control-allow-credentials"]).toBeUndefined();
    const answered = await app.inject({ method: "GET", url: "/api/health", headers: { origin: stranger } });
    expect(answered.headers["access-control-allow-origin"]).toBeUndefined();
    expect(answered.headers["access-control-allow-credentials"]).toBeUndefined();
  });
});
