import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

describe("the API's conventions", async () => {
  const { app } = await createTestApp({ CORS_ORIGINS: "https://partner.example" });
  app.get("/api/test/fails-unexpectedly", async () => {
    throw new Error("connection string postgres://secret@db");
  });

  it("answers health with the database kind and version", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    const expectedKind = process.env.DATABASE_URL ? "postgres" : "pglite";
    expect(response.json()).toEqual({ status: "ok", database: expectedKind, version: "0.1.0" });
  });

  it("routes without regard to case", async () => {
    for (const url of ["/api/HEALTH", "/API/Health", "/api/health/"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it("answers an unknown API route with 404 and the error body", async () => {
    const response = await app.inject({ method: "GET", url: "/api/Nothing/Here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: "NOT_FOUND",
      errorMessage: expect.stringContaining("/api/Nothing/Here"),
    });
  });

  it("answers malformed JSON with 400, never 500", async () => {
    for (const url of ["/api/health", "/api/files/1", "/api/anything"]) {
      const response = await app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json" },
        payload: '{"email": ',
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        errorMessage: "The request body is not valid JSON.",
        code: "BAD_REQUEST",
      });
    }
  });

  it("answers a body over the limit with 413", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers a schema failure with 400 naming the field", async () => {
    const response = await app.inject({ method: "GET", url: "/api/files/not-a-number" });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.errors).toEqual([expect.objectContaining({ field: "id" })]);
    expect(body.errorMessage).toBe(body.errors[0].message);
  });

  it("hides the internals of an unexpected failure", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/fails-unexpectedly" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errorMessage: "Something went wrong", code: "INTERNAL" });
    expect(response.body).not.toContain("postgres://");
  });

  it("sends security headers and a request id on every response", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("allows only the configured origins", async () => {
    const allowed = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://partner.example" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://partner.example");
    const other = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://evil.example" },
    });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("publishes the OpenAPI document and its viewer", async () => {
    const document = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(document.statusCode).toBe(200);
    expect(document.json().paths).toHaveProperty("/api/health");
    const viewer = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers["content-type"]).toContain("text/html");
  });
});

describe("rate limits", async () => {
  const { app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: "3" });

  it("answers 429 with Retry-After past the limit", async () => {
    const statuses: number[] = [];
    let last = await app.inject({ method: "GET", url: "/api/files/999999999" });
    statuses.push(last.statusCode);
    for (let call = 0; call < 3; call += 1) {
      last = await app.inject({ method: "GET", url: "/api/files/999999999" });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({
      code: "RATE_LIMITED",
      errorMessage: expect.stringContaining("Too many requests"),
    });
  });

  it("counts a call however its address is spelled", async () => {
    const spellings = [
      "//api/files/999999999",
      "/API/files/999999999",
      "/%61pi/files/999999999",
      "/api//files/1",
    ];
    const statuses: number[] = [];
    for (const url of spellings) {
      statuses.push((await app.inject({ method: "GET", url, remoteAddress: "10.0.0.7" })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("behind one trusted proxy, counts the address the proxy saw, whatever the client wrote before it", async () => {
    const { app: proxied } = await createTestApp({ RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "1" });
    const statuses: number[] = [];
    for (const forged of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"]) {
      const answer = await proxied.inject({
        method: "GET",
        url: "/api/files/999999999",
        remoteAddress: "10.0.0.2",
        headers: { "x-forwarded-for": `${forged}, 203.0.113.5` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("counts the addresses of one IPv6 network as one client", async () => {
    const statuses: number[] = [];
    for (const host of ["1", "2", "3", "4"]) {
      const answer = await app.inject({
        method: "GET",
        url: "/api/files/999999999",
        remoteAddress: `2001:db8:77:1::${host}`,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const otherNetwork = await app.inject({
      method: "GET",
      url: "/api/files/999999999",
      remoteAddress: "2001:db8:77:2::1",
    });
    expect(otherNetwork.statusCode).toBe(401);
  });

  it("does not count health checks", async () => {
    for (let call = 0; call < 5; call += 1) {
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    }
  });
});
