/**
 * The endpoint table against the running app: every entry is a route and every API route an entry,
 * and the OpenAPI document shows each entry, multipart fields included.
 */
import { endpointPath, endpoints, listEndpoints } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";

const { app } = await createTestApp();

/**
 * Routes that are not calls of the table: the OpenAPI document and its viewer, the realtime socket
 * (a WebSocket, not a call), the SignalR hub of the existing client (its negotiation and socket), the
 * site's own files and the web app (outside `/api`), CORS preflights.
 */
const hubRoutes = new Set(["/api/chat", "/api/chat/negotiate"]);
function isOutsideTable(path: string): boolean {
  return (
    !path.startsWith("/api/") || path === "/api/ws" || hubRoutes.has(path) || path.startsWith("/api/docs")
  );
}

/** Method and path of each route, from Fastify's printed route tree (paths as routing sees them). */
function registeredRoutes(): string[] {
  const routes: string[] = [];
  const trail: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const path = `${trail[depth - 1] ?? ""}${match[2]}`;
    trail[depth] = path;
    trail.length = depth + 1;
    for (const method of (match[3] ?? "").split(", ")) {
      if (method === "GET" || method === "POST") routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

describe("the endpoint table and the app's routes", () => {
  it("match one to one", () => {
    const fromRoutes = registeredRoutes()
      .filter((route) => !isOutsideTable(route.split(" ")[1] ?? ""))
      .sort();
    const fromTable = listEndpoints()
      // Routing ignores the letter case of a path's words, not of its parameters' names.
      .map(
        ({ endpoint }) =>
          `${endpoint.method} /api${endpoint.path.replace(/\/[^/:]+/g, (word) => word.toLowerCase())}`,
      )
      .sort();
    expect(fromRoutes).toEqual(fromTable);
  });

  it("leaves out only the routes it names", () => {
    const outside = registeredRoutes().filter((route) => isOutsideTable(route.split(" ")[1] ?? ""));
    expect(outside).toContain("GET /api/ws");
    expect(outside).toContain("GET /api/docs/json");
    expect(outside).toContain("GET /api/chat");
    expect(outside).toContain("POST /api/chat/negotiate");
    expect(
      outside.every((route) =>
        /^(GET|POST) (\/api\/ws|\/api\/chat(\/negotiate)?$|\/api\/docs|\/[^a])/.test(route),
      ),
    ).toBe(true);
  });
});

interface Operation {
  summary?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
}

describe("the OpenAPI document", async () => {
  const response = await app.inject({ method: "GET", url: "/api/docs/json" });
  const document = response.json<{ paths: Record<string, Record<string, Operation>> }>();
  const operation = (endpoint: { method: string; path: string }): Operation | undefined =>
    document.paths[`/api${endpoint.path.replace(/:(\w+)/g, "{$1}")}`]?.[endpoint.method.toLowerCase()];

  it("lists every entry of the table with its method, path and summary", () => {
    for (const { name, endpoint } of listEndpoints()) {
      const found = operation(endpoint);
      expect(found, name).toBeDefined();
      if (endpoint.summary) expect(found?.summary, name).toBe(endpoint.summary);
      if (endpoint.body)
        expect(Object.keys(found?.requestBody?.content ?? {}), name).toEqual(["application/json"]);
      if (endpoint.query)
        expect(
          found?.parameters?.some((parameter) => parameter.in === "query"),
          name,
        ).toBe(true);
      if (endpoint.params)
        expect(
          found?.parameters?.some((parameter) => parameter.in === "path"),
          name,
        ).toBe(true);
    }
  });

  it("shows each multipart call's fields, its files as binary", () => {
    const multipart = listEndpoints().filter(({ endpoint }) => endpoint.multipart);
    expect(multipart).toHaveLength(12);
    for (const { name, endpoint } of multipart) {
      const properties =
        operation(endpoint)?.requestBody?.content["multipart/form-data"]?.schema.properties ?? {};
      for (const file of endpoint.multipart?.files ?? [])
        expect(properties[file]?.format, `${name} ${file}`).toBe("binary");
      expect(Object.keys(properties).length, name).toBeGreaterThan(endpoint.multipart?.files.length ?? 0);
    }
    const sendQuote = operation(endpoints.accountant.sendQuote)?.requestBody?.content["multipart/form-data"]
      ?.schema;
    expect(Object.keys(sendQuote?.properties ?? {})).toEqual([
      "isIndividual",
      "taxPreparationId",
      "price",
      "attachStandardPricingList",
      "message",
      "turnaroundDays",
      "priceListAttachment",
    ]);
    const registration = operation(endpoints.accountant.registerAccountant)?.requestBody?.content[
      "multipart/form-data"
    ]?.schema.properties;
    expect(Object.keys(registration ?? {})).toEqual(
      expect.arrayContaining(["email", "initialQuestions.taxPreparerPTINumber", "initialQuestions.photo"]),
    );
  });

  it("shows an indexed list's fields once, with [i]", () => {
    const organizer = operation(endpoints.taxpayer.addAnswerToOrganizerQuestions)?.requestBody?.content[
      "multipart/form-data"
    ]?.schema.properties;
    expect(Object.keys(organizer ?? {})).toEqual([
      "questionList[i].quoteId",
      "questionList[i].categoryId",
      "questionList[i].forSpouse",
      "questionList[i].question",
      "questionList[i].answerTypeId",
      "questionList[i].answer",
      "questionList[i].message",
      "questionList[i].reminder",
      "questionList[i].isFile",
      "questionList[i].files",
    ]);
    expect(organizer?.["questionList[i].files"]?.format).toBe("binary");
  });

  it("fills a path's parameters for the web's calls", () => {
    expect(endpointPath(endpoints.files.download, { id: 7 })).toBe("/files/7");
  });
});
