import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { clusterTestClockPeers, reportListening } from "./cluster";
import type { AppConfig } from "./config";
import { closeOnSignals } from "./lib/shutdown";
import { startupSummary } from "./startup-summary";

const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

/** Builds the app and listens: the whole server, or one worker of several (`WORKERS`). */
export async function serve(config: AppConfig): Promise<void> {
  const inCluster = cluster.isWorker;
  const app = await buildApp(
    { ...config, webDistDir: config.webDistDir ?? path.resolve(defaultWebDist) },
    { testClockPeers: inCluster && config.testClock ? clusterTestClockPeers() : undefined },
  );
  // In a cluster the primary hears Ctrl-C too and passes it on as SIGTERM: one signal, one close.
  closeOnSignals(app, inCluster ? ["SIGTERM"] : ["SIGINT", "SIGTERM"]);
  if (inCluster) process.on("SIGINT", () => undefined);
  // Fastify logs a "Server listening" line per network interface; one line names the address.
  const level = app.log.level;
  app.log.level = "warn";
  const address = await app.listen({ host: config.host, port: config.port }).finally(() => {
    app.log.level = level;
  });
  app.log.info({ address: app.listeningOrigin }, "listening");
  const summary = startupSummary(config, address, app.services.demoPasswords);
  if (inCluster) reportListening(summary);
  else console.log(summary.join("\n"));
}
