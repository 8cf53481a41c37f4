import { createHash, randomUUID } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverPlacement, spawnPlacedServer } from "../server/scale-out";
import { newDataDir } from "../server/seeded-data";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Google's sign-in and token endpoints, as small as a journey needs: `/auth` sends the browser straight
 * back to the redirect URI with a code and the state (as Google does once the person allows access),
 * `/token` exchanges that code once, with the verifier of the PKCE challenge `/auth` was given, and
 * refuses every refresh (`invalid_grant`, as after a revocation), `/revoke`
 * records what was revoked.
 */
export async function startFakeGoogleSignIn() {
  const revoked: string[] = [];
  // The S256 challenge each code was issued for, until it is exchanged.
  const challenges = new Map<string, string>();
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method === "GET" && url.pathname === "/auth") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      const code = `code-${randomUUID()}`;
      if (url.searchParams.get("code_challenge_method") === "S256") {
        challenges.set(code, url.searchParams.get("code_challenge") ?? "");
      }
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      back.searchParams.set("scope", url.searchParams.get("scope") ?? "");
      response.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (request.method === "POST" && url.pathname === "/token" && body.includes("grant_type=refresh_token")) {
      // Every refresh is refused, as after the person revoked Taxlane's access at Google.
      response
        .writeHead(400, { "content-type": "application/json" })
        .end(
          JSON.stringify({ error: "invalid_grant", error_description: "Token has been expired or revoked." }),
        );
      return;
    }
    if (request.method === "POST" && url.pathname === "/token") {
      const form = new URLSearchParams(body);
      const challenge = challenges.get(form.get("code") ?? "");
      challenges.delete(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      if (
        challenge === undefined ||
        createHash("sha256").update(verifier).digest("base64url") !== challenge
      ) {
        response
          .writeHead(400, { "content-type": "application/json" })
          .end(JSON.stringify({ error: "invalid_grant", error_description: "Bad Request" }));
        return;
      }
      const payload = Buffer.from(JSON.stringify({ email: "pro.calendar@gmail.test", sub: "1" })).toString(
        "base64url",
      );
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          access_token: `access-${randomUUID()}`,
          refresh_token: `refresh-${randomUUID()}`,
          expires_in: 3599,
          token_type: "Bearer",
          id_token: `eyJhbGciOiJub25lIn0.${payload}.sig`,
        }),
      );
      return;
    }
    if (request.method === "POST" && url.pathname === "/revoke") {
      revoked.push(url.searchParams.get("token") ?? "");
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, revoked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A second server of the built app, with its own data folder and extra settings (a calendar
 * provider pointed at a fake), started as the global setup starts the first. With `publicHost`
 * "localhost" the app is published at a host name, as passkeys need (browsers refuse them on an IP
 * address); it still listens on 127.0.0.1.
 */
export async function startServer(environment: Record<string, string>, { publicHost = "127.0.0.1" } = {}) {
  const dataDir = await newDataDir("taxlane-e2e-calendar-");
  const placement = await serverPlacement();
  const port = await new Promise<number>((resolve) => {
    const probe = http.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const baseUrl = `http://${publicHost}:${port}`;
  const localUrl = `http://127.0.0.1:${port}`;
  const { server, output } = spawnPlacedServer(placement, port, dataDir, {
    DEV_MAILBOX: "true",
    AUTH_RATE_LIMIT_PER_MINUTE: "600",
    DATABASE_URL: "",
    PUBLIC_URL: baseUrl,
    WEB_DIST_DIR: path.join(root, "apps/web/dist"),
    ...placement.environment,
    ...environment,
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
    await placement.cleanUp();
  };
  const deadline = Date.now() + Number(process.env.E2E_START_SECONDS ?? 180) * 1000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The second server exited while starting:\n${output()}`);
    const healthy = await fetch(`${localUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy && (placement.readyLine === undefined || output().includes(placement.readyLine))) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The second server did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const demoPassword = (await readFile(path.join(dataDir, "keys", "demo-password"), "utf8")).trim();
  /** What the server wrote so far (warnings and errors), to explain a failed expectation. */
  return { baseUrl, localUrl, demoPassword, stop, output };
}
