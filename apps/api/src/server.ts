import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { closeOnSignals } from "./lib/shutdown";
import { startupSummary } from "./startup-summary";

const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

async function main() {
  // Whatever this process writes (PGlite's WAL, files, mail, keys) is the owner's alone.
  process.umask(0o077);
  const config = loadConfig();
  const app = await buildApp({ ...config, webDistDir: config.webDistDir ?? path.resolve(defaultWebDist) });
  closeOnSignals(app);
  // Fastify logs a "Server listening" line per network interface; one line names the address.
  const level = app.log.level;
  app.log.level = "warn";
  const address = await app.listen({ host: config.host, port: config.port }).finally(() => {
    app.log.level = level;
  });
  app.log.info({ address: app.listeningOrigin }, "listening");
  console.log(startupSummary(config, address, app.services.demoPasswords).join("\n"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
