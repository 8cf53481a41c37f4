import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("runs as it is with no environment", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.database).toEqual({ kind: "pglite", dir: path.resolve("./data/db") });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.corsOrigins).toEqual([]);
    expect(config.publicUrl).toBe("http://localhost:3000");
    // A fresh start is a trial reachable from this machine only, with a mailbox that follows NODE_ENV.
    expect(config.host).toBe("127.0.0.1");
    expect(config.devMailbox).toBeUndefined();
    expect(loadConfig({ DEV_MAILBOX: "true" }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: "false" }).devMailbox).toBe(false);
  });

  it("uses PostgreSQL when DATABASE_URL is set, and reads lists and switches", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://app@db:5432/taxlane",
      SEED_DEMO: "false",
      CORS_ORIGINS: "https://a.example, https://b.example",
      PORT: "8080",
    });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://app@db:5432/taxlane" });
    expect(config.seedDemo).toBe(false);
    expect(config.corsOrigins).toEqual(["https://a.example", "https://b.example"]);
    expect(config.port).toBe(8080);
  });

  it("lists every bad key at once", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SEED_DEMO: "maybe", JWT_SECRET: "short" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((problem) => problem.split(":")[0]);
    expect(problems.sort()).toEqual(["DATABASE_URL", "JWT_SECRET", "PORT", "SEED_DEMO"]);
  });
});
